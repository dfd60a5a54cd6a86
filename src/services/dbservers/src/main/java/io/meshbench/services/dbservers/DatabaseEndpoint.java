package io.meshbench.services.dbservers;

/**
 * One database a client can reach: its kind, where, as whom, and which server answers there (the report names it,
 * since e.g. mongo-java-server's figures are not MongoDB's).
 *
 * @param kind     {@code mariadb}, {@code postgresql}, {@code opengauss} or {@code mongodb}
 * @param url      the driver's URL; null when the user supplies it to the client through the environment
 * @param database the database the scenario's rule names
 * @param server   what serves it, e.g. {@code MariaDB 11.4.5 (Maven Central, ...)}
 */
public record DatabaseEndpoint(String kind, String url, String database, String user, String server) {

    /** {@code {"kind":..., "url":..., ...}}; null values are left out. */
    String toJson() {
        StringBuilder json = new StringBuilder("{");
        field(json, "kind", kind);
        field(json, "url", url);
        field(json, "database", database);
        field(json, "user", user);
        field(json, "server", server);
        return json.append('}').toString();
    }

    private static void field(StringBuilder json, String name, String value) {
        if (value == null) {
            return;
        }
        if (json.length() > 1) {
            json.append(',');
        }
        json.append('"').append(name).append("\":\"").append(escape(value)).append('"');
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
