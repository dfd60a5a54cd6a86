package io.meshbench.services.mq.tags;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the jobs of one queue did since the service started, as the loop's probe reads it before and after a run
 * ({@code GET /stats/<queue>}): every figure only grows.
 */
final class JobCounters {

    private long jobs;
    private long messages;
    private long wallMs;
    private long checked;
    private long tagged;

    synchronized void add(JobResult job) {
        jobs++;
        messages += job.messages();
        wallMs += job.wallMs();
        checked += job.checked();
        tagged += job.tagged();
    }

    synchronized Map<String, ?> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("jobs", jobs);
        map.put("messages", messages);
        map.put("wallMs", wallMs);
        map.put("checked", checked);
        map.put("tagged", tagged);
        map.put("untagged", checked - tagged);
        return map;
    }
}
