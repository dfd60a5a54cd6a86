package io.meshbench.services.xds.controlplane;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the service's instances answer, per subset, as the deployment gives them:
 * {@code v1=127.0.0.1:18081,v2=127.0.0.1:18082} (several instances of a subset: {@code v1=...;...}).
 */
public record Endpoints(Map<String, List<Address>> bySubset) {

    public record Address(String host, int port) {
    }

    public static Endpoints parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("-Dxds.endpoints is required, e.g. v1=127.0.0.1:18081,v2=127.0.0.1:18082");
        }
        Map<String, List<Address>> bySubset = new LinkedHashMap<>();
        for (String entry : text.split(",")) {
            String[] subsetAndAddresses = entry.strip().split("=", 2);
            if (subsetAndAddresses.length != 2) {
                throw new IllegalArgumentException("-Dxds.endpoints: '" + entry + "' is not <subset>=<host>:<port>");
            }
            List<Address> addresses = new ArrayList<>();
            for (String address : subsetAndAddresses[1].split(";")) {
                int colon = address.lastIndexOf(':');
                if (colon < 1) {
                    throw new IllegalArgumentException("-Dxds.endpoints: '" + address + "' is not <host>:<port>");
                }
                addresses.add(new Address(address.substring(0, colon).strip(),
                        Integer.parseInt(address.substring(colon + 1).strip())));
            }
            bySubset.put(subsetAndAddresses[0].strip(), List.copyOf(addresses));
        }
        return new Endpoints(java.util.Collections.unmodifiableMap(bySubset));
    }

    public List<Address> all() {
        return bySubset.values().stream().flatMap(List::stream).toList();
    }
}
