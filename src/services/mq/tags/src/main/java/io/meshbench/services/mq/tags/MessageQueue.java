package io.meshbench.services.mq.tags;

/**
 * One message queue's jobs. Both run on the calling thread, the HTTP request's: that is where Sermant's
 * tag-transmission plugin holds the tags of the incoming request, which its producer interceptors copy into every
 * message sent.
 */
interface MessageQueue extends AutoCloseable {

    /**
     * Sends {@code messages} messages to a fresh topic, timed until every one is acknowledged; then reads back up to
     * {@link #CHECKED} of them (not timed) to count those that carry the tag.
     */
    JobResult produce(int messages) throws Exception;

    /**
     * Fills a fresh topic with {@code messages} messages (not timed), then consumes all of them with a new consumer,
     * timed from its start to the last message, counting those that carry the tag.
     */
    JobResult consume(int messages) throws Exception;

    /** Messages a producer job reads back to check the tag. */
    int CHECKED = 1000;

    @Override
    void close();
}
