package io.meshbench.services.common.metrics;

import org.springframework.boot.autoconfigure.AutoConfigurationImportFilter;
import org.springframework.boot.autoconfigure.AutoConfigurationMetadata;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * Keeps Spring Boot's actuator (and Micrometer behind it) out of a service unless {@value #PROPERTY} is true.
 *
 * <p>Why: a local benchmark samples the JVMs from {@code /proc} and PerfData and needs none of it, and its classes,
 * beans and GC listeners would be in every baseline figure. A deployment that a remote run reads over HTTP turns it
 * on ({@code -Dmeshbench.remote.view=true}, or {@code MESHBENCH_REMOTE_VIEW=true} in a container).
 */
public final class RemoteViewSwitch implements AutoConfigurationImportFilter, EnvironmentAware {

    /** The switch: true serves {@code /actuator/prometheus} and {@code /actuator/info}. */
    public static final String PROPERTY = "meshbench.remote.view";

    private static final String ACTUATOR_AUTO_CONFIGURATIONS = "org.springframework.boot.actuate.autoconfigure.";

    private boolean on;

    @Override
    public void setEnvironment(Environment environment) {
        on = environment.getProperty(PROPERTY, Boolean.class, false);
    }

    @Override
    public boolean[] match(String[] autoConfigurationClasses, AutoConfigurationMetadata metadata) {
        boolean[] keep = new boolean[autoConfigurationClasses.length];
        for (int i = 0; i < autoConfigurationClasses.length; i++) {
            String name = autoConfigurationClasses[i];
            keep[i] = on || name == null || !name.startsWith(ACTUATOR_AUTO_CONFIGURATIONS);
        }
        return keep;
    }
}
