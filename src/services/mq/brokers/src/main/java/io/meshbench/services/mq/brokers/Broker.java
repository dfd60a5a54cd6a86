package io.meshbench.services.mq.brokers;

/** One message-queue server started in this JVM on 127.0.0.1 and stopped by {@link #close}. */
interface Broker extends AutoCloseable {

    /** What clients connect to, {@code 127.0.0.1:<port>}. */
    String address();

    /** What runs, e.g. {@code Kafka 4.3.1 (KRaft)}. */
    String describe();

    @Override
    void close();
}
