package io.meshbench.services.dbwrite;

/** The fixed 256-character payload of every row: the same work in every treatment. */
final class Payload {

    static final String VALUE = "meshbench-row-".repeat(18) + "0123";

    private Payload() {
    }
}
