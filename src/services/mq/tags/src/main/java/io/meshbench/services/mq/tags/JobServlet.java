package io.meshbench.services.mq.tags;

import io.meshbench.services.mq.common.ApplicationServlet;
import io.meshbench.services.mq.common.Responses;
import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * {@code POST /<queue>/produce} or {@code /<queue>/consume} [{@code ?messages=N}]: runs one job on the request's
 * thread and answers what it did ({@link JobResult}). Without {@code messages}, the count comes from
 * {@code MESHBENCH_MQ_MESSAGES} (how {@code -Dmessages=} reaches a benchmark), else the queue's default.
 */
final class JobServlet extends ApplicationServlet {

    static final String MESSAGES_ENV = "MESHBENCH_MQ_MESSAGES";

    private final MessageQueue queue;
    private final boolean produce;
    private final int defaultMessages;
    private final JobCounters counters;

    JobServlet(MessageQueue queue, boolean produce, int defaultMessages, JobCounters counters) {
        this.queue = queue;
        this.produce = produce;
        this.defaultMessages = defaultMessages;
        this.counters = counters;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int messages;
        try {
            messages = messages(request.getParameter("messages"), System.getenv(MESSAGES_ENV), defaultMessages);
        } catch (IllegalArgumentException e) {
            Responses.json(response, 400, Map.of("error", e.getMessage()));
            return;
        }
        try {
            JobResult job = produce ? queue.produce(messages) : queue.consume(messages);
            counters.add(job);
            Responses.json(response, 200, job.toMap());
        } catch (Exception e) {
            Responses.json(response, 500, Map.of("error", String.valueOf(e.getMessage())));
        }
    }

    /** The request's count, else the environment's, else the default; each must be a whole number from 1. */
    static int messages(String parameter, String environment, int defaultMessages) {
        if (parameter != null && !parameter.isBlank()) {
            return positive(parameter, "messages=" + parameter);
        }
        if (environment != null && !environment.isBlank()) {
            return positive(environment, MESSAGES_ENV + "=" + environment + " (-Dmessages)");
        }
        return defaultMessages;
    }

    private static int positive(String text, String what) {
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= 1) {
                return value;
            }
        } catch (NumberFormatException ignored) {
            // below
        }
        throw new IllegalArgumentException(what + " is not a whole number of messages from 1, e.g. 1000");
    }
}
