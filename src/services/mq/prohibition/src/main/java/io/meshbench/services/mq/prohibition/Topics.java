package io.meshbench.services.mq.prohibition;

/** The topics the consumers subscribe to: the names the scenario's prohibition rule lists. */
final class Topics {

    static final String KAFKA = "meshbench-prohibition";
    static final String ROCKETMQ_PUSH = "meshbench-prohibition-push";
    static final String ROCKETMQ_PULL = "meshbench-prohibition-pull";

    private Topics() {
    }
}
