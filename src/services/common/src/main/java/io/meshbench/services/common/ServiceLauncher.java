package io.meshbench.services.common;

import org.springframework.boot.SpringApplication;

/** Starts a service under test with the JVM settings the benchmark relies on. */
public final class ServiceLauncher {

    /**
     * HttpURLConnection (behind RestTemplate and Feign here) keeps only 5 idle connections per destination by
     * default; 50 users spread over 3 providers would then open and close connections all the time and the
     * benchmark would measure TCP handshakes and TIME_WAIT. An explicit {@code -Dhttp.maxConnections} wins.
     */
    static final String KEEP_ALIVE_POOL_PROPERTY = "http.maxConnections";
    static final String KEEP_ALIVE_POOL_DEFAULT = "200";

    private ServiceLauncher() {
    }

    public static void run(Class<?> application, String[] args) {
        if (System.getProperty(KEEP_ALIVE_POOL_PROPERTY) == null) {
            System.setProperty(KEEP_ALIVE_POOL_PROPERTY, KEEP_ALIVE_POOL_DEFAULT);
        }
        SpringApplication.run(application, args);
    }
}
