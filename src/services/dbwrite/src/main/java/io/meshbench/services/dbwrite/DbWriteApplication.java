package io.meshbench.services.dbwrite;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The measured service of the database-write-prohibition scenario: per database a query and an insert endpoint
 * through the real driver, and the rows and rejected writes per database for the harness's counters.
 */
@SpringBootApplication
public class DbWriteApplication {

    public static void main(String[] args) {
        SpringApplication.run(DbWriteApplication.class, args);
    }
}
