package io.meshbench.harness.treatment;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.jar.JarFile;

/**
 * The identity of a mounted agent, recorded in meta.json so a result names exactly what was measured.
 *
 * @param sha256 hex SHA-256 of the agent jar given to {@code -javaagent}
 */
public record AgentInfo(String name, String version, String sha256) {

    /** Describes {@code jar}; the version falls back to its manifest's {@code Implementation-Version}, else "unknown". */
    public static AgentInfo of(String name, String version, Path jar) {
        String resolvedVersion = version != null ? version : manifestVersion(jar).orElse("unknown");
        return new AgentInfo(name, resolvedVersion, sha256Of(jar));
    }

    /**
     * What a table calls the agent in {@code jar} when the scenario gives no label: its manifest's
     * {@code Implementation-Vendor}, {@code Implementation-Title} and {@code Implementation-Version} (e.g.
     * "OpenTelemetry javaagent 2.20.1"), else the jar's file name.
     */
    public static String labelOf(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            java.util.jar.Attributes main = file.getManifest() == null ? null : file.getManifest().getMainAttributes();
            String title = main == null ? null : main.getValue("Implementation-Title");
            if (title != null && !title.isBlank()) {
                String vendor = main.getValue("Implementation-Vendor");
                String version = main.getValue("Implementation-Version");
                boolean vendorNamed = vendor == null || vendor.isBlank()
                        || title.toLowerCase(java.util.Locale.ROOT).contains(vendor.toLowerCase(java.util.Locale.ROOT));
                return ((vendorNamed ? "" : vendor.strip() + " ") + title.strip()
                        + (version == null || version.isBlank() ? "" : " " + version.strip()));
            }
        } catch (IOException e) {
            // the file name below
        }
        return jar.getFileName().toString();
    }

    static Optional<String> manifestVersion(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            return Optional.ofNullable(file.getManifest())
                    .map(m -> m.getMainAttributes().getValue("Implementation-Version"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static String sha256Of(Path file) {
        try (DigestInputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read agent jar " + file, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
    }

}
