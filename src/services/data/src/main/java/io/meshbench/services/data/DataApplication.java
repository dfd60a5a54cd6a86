package io.meshbench.services.data;

import io.meshbench.services.common.ServiceLauncher;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The data service at the end of the chain: one instance, never treated. */
@SpringBootApplication
public class DataApplication {

    public static void main(String[] args) {
        ServiceLauncher.run(DataApplication.class, args);
    }
}
