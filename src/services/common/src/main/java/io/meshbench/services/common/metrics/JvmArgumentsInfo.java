package io.meshbench.services.common.metrics;

import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

/**
 * {@code /actuator/info} → {@code jvm: {pid, availableProcessors, inputArguments}}: what a remote treatment check reads
 * to see which agent the JVM runs ({@code -javaagent:...}, also when it came through {@code JAVA_TOOL_OPTIONS}, which
 * the JVM lists among its input arguments). The services under test carry no secret on their command lines.
 */
public final class JvmArgumentsInfo implements InfoContributor {

    @Override
    public void contribute(Info.Builder builder) {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("pid", runtime.getPid());
        jvm.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        jvm.put("inputArguments", runtime.getInputArguments());
        builder.withDetail("jvm", jvm);
    }
}
