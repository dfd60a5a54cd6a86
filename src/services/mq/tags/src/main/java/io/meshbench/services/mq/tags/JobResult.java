package io.meshbench.services.mq.tags;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one producer or consumer job did.
 *
 * @param messages messages produced or consumed in the timed part
 * @param wallMs   wall time of the timed part: producing every message (acknowledged), or consuming every message
 * @param checked  messages whose headers (Kafka) or user properties (RocketMQ) were read on the consuming side
 * @param tagged   of those, messages carrying the tag
 */
public record JobResult(long messages, long wallMs, long checked, long tagged) {

    Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("messages", messages);
        map.put("wallMs", wallMs);
        map.put("checked", checked);
        map.put("tagged", tagged);
        map.put("untagged", checked - tagged);
        return map;
    }
}
