package io.meshbench.services.provider;

import io.meshbench.services.common.ServiceBasics;
import io.meshbench.services.common.ServiceLauncher;
import io.meshbench.services.common.http.LoadBalancedHttp;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;

/** The provider: three instances, each tagged differently, each calling the data service. */
@SpringBootApplication
@Import({ServiceBasics.class, LoadBalancedHttp.class})
public class ProviderApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(ProviderApplication.class, args);
    }
}
