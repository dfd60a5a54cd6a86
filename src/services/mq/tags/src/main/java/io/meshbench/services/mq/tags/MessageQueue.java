package io.meshbench.services.mq.tags;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * One message queue's jobs, timed the same way for every queue; a queue says only how it sends and reads. Both jobs
 * run on the calling thread, the HTTP request's: that is where Sermant's tag-transmission plugin holds the tags of the
 * incoming request, which its producer interceptors copy into every message sent.
 */
abstract class MessageQueue implements AutoCloseable {

    /** Messages a producer job reads back to check the tag. */
    static final int CHECKED = 1000;

    private final AtomicInteger jobs = new AtomicInteger();

    /**
     * Sends {@code messages} messages to a fresh topic, timed until every one is acknowledged; then reads back up to
     * {@link #CHECKED} of them (not timed) to count those that carry the tag.
     */
    final JobResult produce(int messages) throws Exception {
        String topic = "meshbench-produce-" + jobs.incrementAndGet();
        long start = System.nanoTime();
        send(topic, messages);
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        Count check = read(topic, Math.min(messages, CHECKED));
        return new JobResult(messages, wallMs, check.read(), check.tagged());
    }

    /**
     * Fills a fresh topic with {@code messages} messages (not timed), then consumes all of them with a new consumer,
     * timed from its start to the last message, counting those that carry the tag.
     */
    final JobResult consume(int messages) throws Exception {
        String topic = "meshbench-consume-" + jobs.incrementAndGet();
        send(topic, messages);
        long start = System.nanoTime();
        Count consumed = read(topic, messages);
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        return new JobResult(consumed.read(), wallMs, consumed.read(), consumed.tagged());
    }

    /** Sends {@code messages} messages to {@code topic}, returning once every one is acknowledged. */
    abstract void send(String topic, int messages) throws Exception;

    /** Reads {@code limit} messages of {@code topic} from its beginning with a new consumer group. */
    abstract Count read(String topic, int limit) throws Exception;

    /** Messages read, and how many of them carried the tag. */
    record Count(int read, int tagged) {
    }

    @Override
    public abstract void close();
}
