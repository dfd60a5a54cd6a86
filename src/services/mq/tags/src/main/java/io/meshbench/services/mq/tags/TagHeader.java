package io.meshbench.services.mq.tags;

/**
 * The tag a job looks for in consumed messages: the header the scenario's JMeter plan sends, which Sermant's rule
 * ({@code prefix: x-sermant-}) makes it carry into every message. {@code -Dmq.tag.key} changes it.
 */
final class TagHeader {

    static final String KEY = System.getProperty("mq.tag.key", "x-sermant-lane");

    private TagHeader() {
    }
}
