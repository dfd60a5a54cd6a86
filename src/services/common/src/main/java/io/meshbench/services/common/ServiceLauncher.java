package io.meshbench.services.common;

import io.meshbench.services.common.tags.ServiceTags;
import java.util.Locale;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/** Starts a service under test with the JVM settings the benchmark relies on. */
public final class ServiceLauncher {

    /**
     * HttpURLConnection (behind RestTemplate and Feign here) keeps only 5 idle connections per destination by
     * default; 50 users spread over 3 providers would then open and close connections all the time and the
     * benchmark would measure TCP handshakes and TIME_WAIT. An explicit {@code -Dhttp.maxConnections} wins.
     */
    static final String KEEP_ALIVE_POOL_PROPERTY = "http.maxConnections";
    static final String KEEP_ALIVE_POOL_DEFAULT = "200";
    static final int EXIT_BAD_SETTING = 2;

    private ServiceLauncher() {
    }

    public static void run(Class<?> application, String[] args) {
        String badTags = checkTags(args);
        if (badTags != null) {
            System.err.println("Cannot start " + application.getSimpleName() + ": " + badTags);
            System.exit(EXIT_BAD_SETTING);
        }
        if (System.getProperty(KEEP_ALIVE_POOL_PROPERTY) == null) {
            System.setProperty(KEEP_ALIVE_POOL_PROPERTY, KEEP_ALIVE_POOL_DEFAULT);
        }
        SpringApplication.run(application, args);
    }

    /**
     * Reads the tags where Spring will find them (command line, system properties, environment) before Spring
     * starts: a bad tag found later, while Spring prepares its environment, would be reported with a stack trace.
     *
     * @return what is wrong, or {@code null} when the tags are fine
     */
    static String checkTags(String[] args) {
        try {
            ServiceTags.of(lookUp(ServiceTags.VERSION_PROPERTY, args), lookUp(ServiceTags.PARAMETERS_PROPERTY, args));
            return null;
        } catch (InvalidConfigurationPropertyValueException e) {
            return e.getMessage();
        }
    }

    /** Spring's order: {@code --name=value}, then {@code -Dname=value}, then {@code NAME_IN_CAPITALS}. */
    private static String lookUp(String name, String[] args) {
        String option = "--" + name + "=";
        for (String arg : args) {
            if (arg.startsWith(option)) {
                return arg.substring(option.length());
            }
        }
        String value = System.getProperty(name);
        return value != null ? value : System.getenv(name.replace('.', '_').toUpperCase(Locale.ROOT));
    }
}
