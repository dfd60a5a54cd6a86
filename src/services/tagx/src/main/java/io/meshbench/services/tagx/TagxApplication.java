package io.meshbench.services.tagx;

import io.meshbench.services.tagx.client.TagxClient;
import io.meshbench.services.tagx.config.TagxOptions;
import io.meshbench.services.tagx.server.TagxServer;

/**
 * Starts one role of the tag-transmission services, chosen with {@code -Dtagx.role=client|server}: the server answers
 * every stack with the tags it received, the client calls the server through one stack per HTTP endpoint. Options are
 * the deployment's ({@code --server.port}, {@code --server.address}, {@code --spring.cloud.zookeeper.connect-string},
 * {@code --meshbench.instance}).
 */
public final class TagxApplication {

    private TagxApplication() {
    }

    public static void main(String[] args) throws Exception {
        TagxOptions options;
        try {
            options = TagxOptions.parse(System.getProperty("tagx.role"), args);
        } catch (IllegalArgumentException e) {
            System.err.println("Cannot start tagx: " + e.getMessage());
            System.exit(2);
            return;
        }
        AutoCloseable role = options.client() ? TagxClient.start(options) : TagxServer.start(options);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> closeQuietly(role), "tagx-shutdown"));
        Thread.currentThread().join();
    }

    private static void closeQuietly(AutoCloseable role) {
        try {
            role.close();
        } catch (Exception e) {
            System.err.println("tagx: error while stopping: " + e);
        }
    }
}
