package io.meshbench.services.mq.prohibition;

import java.util.function.UnaryOperator;

/**
 * The two RocketMQ client timings that decide when a push consumer resumes after consume prohibition (docs/mq.md),
 * as system properties so that a scenario's {@code properties} can vary them; unset, each is the client's default.
 *
 * @param heartbeatMs   {@code -Dmq.rocketmq.heartbeatMs}: how often the client heartbeats the broker
 *                      ({@code ClientConfig#setHeartbeatBrokerInterval}, default 30,000)
 * @param pullMaxIdleMs {@code -Drocketmq.client.pull.pullMaxIdleTime}: how long a push consumer's queue may go unpulled
 *                      before a rebalance re-creates it ({@code ProcessQueue}, default 120,000); the client reads the
 *                      property itself, in a static initialiser, so it is only checked here
 */
record RocketMqClientSettings(long heartbeatMs, long pullMaxIdleMs) {

    static final String HEARTBEAT = "mq.rocketmq.heartbeatMs";
    static final String PULL_MAX_IDLE = "rocketmq.client.pull.pullMaxIdleTime";
    static final RocketMqClientSettings CLIENT_DEFAULTS = new RocketMqClientSettings(30_000, 120_000);

    private static final long MIN_MS = 1_000;
    private static final long MAX_MS = 3_600_000;

    /**
     * @param properties a property's value or null (e.g. {@code System::getProperty})
     * @throws IllegalArgumentException one line naming the property, its value and an example
     */
    static RocketMqClientSettings read(UnaryOperator<String> properties) {
        return new RocketMqClientSettings(
                millis(HEARTBEAT, properties.apply(HEARTBEAT), CLIENT_DEFAULTS.heartbeatMs()),
                millis(PULL_MAX_IDLE, properties.apply(PULL_MAX_IDLE), CLIENT_DEFAULTS.pullMaxIdleMs()));
    }

    private static long millis(String property, String text, long fallback) {
        if (text == null) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.strip());
            if (value >= MIN_MS && value <= MAX_MS) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // below
        }
        throw new IllegalArgumentException("-D" + property + "=" + text + " is not a whole number of milliseconds from "
                + MIN_MS + " to " + MAX_MS + ", e.g. -D" + property + "=" + fallback);
    }

    @Override
    public String toString() {
        return "RocketMQ heartbeat every " + heartbeatMs + " ms, pull idle limit " + pullMaxIdleMs + " ms";
    }
}
