package io.meshbench.services.tagx.api;

import java.nio.file.Path;

/**
 * SOFARPC (sofa-common-tools) logs to {@code ~/logs} and Dubbo caches its registry in {@code ~/.dubbo} unless told
 * otherwise: both go to the temporary folder instead, so a benchmark leaves nothing in the user's home.
 */
public final class RpcLogs {

    private RpcLogs() {
    }

    public static Path folder() {
        return Path.of(System.getProperty("java.io.tmpdir"), "meshbench-tagx");
    }

    public static void keepOutOfHome() {
        if (System.getProperty("logging.path") == null) {
            System.setProperty("logging.path", folder().resolve("logs").toString());
        }
    }
}
