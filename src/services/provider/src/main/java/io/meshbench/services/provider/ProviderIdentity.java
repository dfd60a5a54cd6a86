package io.meshbench.services.provider;

import io.meshbench.services.common.api.ProviderInfo;
import io.meshbench.services.common.tags.ServiceTags;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.context.WebServerInitializedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/** Who this provider instance is: its name, the port it really listens on, and its tags. */
@Component
public class ProviderIdentity {

    private final String instance;
    private final ServiceTags tags;
    private volatile ProviderInfo info;

    public ProviderIdentity(@Value("${meshbench.instance}") String instance, Environment environment) {
        this.instance = instance;
        this.tags = ServiceTags.from(environment);
        this.info = describe(0);
    }

    /** The port is known only once Tomcat listens (it may have been 0, "any free port"). */
    @EventListener
    void webServerStarted(WebServerInitializedEvent event) {
        info = describe(event.getWebServer().getPort());
    }

    public ProviderInfo info() {
        return info;
    }

    private ProviderInfo describe(int port) {
        return new ProviderInfo(instance, port, tags.version(), tags.group());
    }
}
