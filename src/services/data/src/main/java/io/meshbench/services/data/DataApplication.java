package io.meshbench.services.data;

import io.meshbench.services.common.ServiceBasics;
import io.meshbench.services.common.ServiceLauncher;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;

/** The data service at the end of the chain: one instance, never treated. */
@SpringBootApplication
@Import(ServiceBasics.class)
public class DataApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(DataApplication.class, args);
    }
}
