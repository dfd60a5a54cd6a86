package io.meshbench.harness.remote;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.meshbench.harness.deployment.DeploymentException;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * What a deployed JVM says of itself at its info endpoint ({@code /actuator/info}): {@code jvm.inputArguments} (the
 * JVM's own list, {@code JAVA_TOOL_OPTIONS} included, which is how a cluster mounts an agent) and, when given, its pid.
 *
 * @param pid null when the service does not say
 */
public record ServiceInfo(String process, URI uri, Long pid, List<String> inputArguments) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public ServiceInfo {
        inputArguments = List.copyOf(inputArguments);
    }

    /** Every {@code -javaagent:} argument, in order. */
    public List<String> javaAgents() {
        return inputArguments.stream().filter(argument -> argument.startsWith("-javaagent:")).toList();
    }

    /** @throws DeploymentException when the endpoint does not answer or lacks {@code jvm.inputArguments} */
    static ServiceInfo read(String process, URI uri) {
        String body;
        try {
            body = RemoteHttp.get(uri);
        } catch (IOException e) {
            throw new DeploymentException(process + ": " + uri + " did not answer (" + e.getMessage() + "). The remote "
                    + "mode reads each service's JVM arguments there (docs/remote.md); expose Spring Boot's info "
                    + "endpoint with jvm.inputArguments, or give the right path with 'info:' in the " + Targets.OPTION
                    + " file.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DeploymentException("Interrupted while reading " + uri);
        }
        return parse(process, uri, body);
    }

    static ServiceInfo parse(String process, URI uri, String body) {
        JsonNode jvm;
        try {
            jvm = JSON.readTree(body).path("jvm");
        } catch (IOException e) {
            throw new DeploymentException(process + ": " + uri + " did not answer JSON: " + e.getMessage());
        }
        JsonNode arguments = jvm.path("inputArguments");
        if (!arguments.isArray()) {
            throw new DeploymentException(process + ": " + uri + " has no jvm.inputArguments, so which agent its JVM "
                    + "runs cannot be checked. MeshBench's services add them (JvmArgumentsInfo); a service of your own "
                    + "needs an InfoContributor adding RuntimeMXBean.getInputArguments() as jvm.inputArguments "
                    + "(docs/remote.md).");
        }
        List<String> list = new ArrayList<>();
        arguments.forEach(argument -> list.add(argument.asText()));
        Long pid = jvm.path("pid").canConvertToLong() ? jvm.path("pid").asLong() : null;
        return new ServiceInfo(process, uri, pid, list);
    }
}
