package io.meshbench.services.provider;

import io.meshbench.services.common.ServiceLauncher;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The provider: three instances, each tagged differently, each calling the data service. */
@SpringBootApplication
public class ProviderApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(ProviderApplication.class, args);
    }
}
