package io.meshbench.services.tagx.api;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.RegistryConfig;

/** The settings both Dubbo sides share: no QoS port, the registry only a registry (no config or metadata centre). */
public final class DubboSettings {

    private DubboSettings() {
    }

    public static ApplicationConfig application(String name) {
        ApplicationConfig application = new ApplicationConfig(name);
        application.setQosEnable(false);
        return application;
    }

    /**
     * Dubbo 2.7 takes any host starting with "127." (and "localhost") for "no host given", then binds every interface
     * and registers the machine's address (NetUtils.isInvalidLocalHost). The same loopback address written as one
     * 32-bit number (127.0.0.1 is 2130706433, a form InetAddress accepts) passes that check, so the provider listens on
     * loopback only, as every MeshBench server does.
     */
    public static String loopbackHost(String address) {
        String[] parts = (address.equals("localhost") ? "127.0.0.1" : address).split("\\.");
        if (parts.length != 4 || !parts[0].equals("127")) {
            return address;
        }
        long number = 0;
        for (String part : parts) {
            number = number * 256 + Integer.parseInt(part);
        }
        return Long.toString(number);
    }

    public static RegistryConfig registry(String zookeeper) {
        RegistryConfig registry = new RegistryConfig("zookeeper://" + zookeeper);
        registry.setUseAsConfigCenter(false);
        registry.setUseAsMetadataCenter(false);
        registry.setFile(RpcLogs.folder().resolve("dubbo-registry-" + ProcessHandle.current().pid() + ".cache").toString());
        return registry;
    }
}
