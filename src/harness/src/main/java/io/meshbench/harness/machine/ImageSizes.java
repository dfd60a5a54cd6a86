package io.meshbench.harness.machine;

import com.fasterxml.jackson.databind.JsonNode;
import io.meshbench.results.ResultsException;
import io.meshbench.results.format.StrictReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The size of docker/'s service images and of their layers, as podman has them ({@code podman image inspect} and
 * {@code podman history}), for the idle report to set beside the idle footprint; or, when podman or an image is
 * missing, why they were not measured. One line of text: meta.json's {@code environment.images}, which the report's
 * and the page's environment lines show as they are.
 */
public final class ImageSizes {

    /** The images docker/ builds for the services, as docs/delivery.md tags them. */
    public static final List<String> SERVICES = List.of("data", "provider", "consumer");
    public static final String VERSION = "0.1.0";
    private static final double MB = 1 << 20;

    private ImageSizes() {
    }

    /** {@link #describe(List)} with the {@code podman} on the PATH (its storage as containers-storage.conf says). */
    public static String describe() {
        return describe(List.of("podman"));
    }

    /**
     * e.g. {@code meshbench/data:0.1.0 250.3 MB in 2 layers (163.3 + 87.0 MB); ...} (the layers with content, the
     * base's first), or
     * {@code not measured: podman is not installed}.
     *
     * @param podman the command that runs podman, with any global options
     */
    public static String describe(List<String> podman) {
        List<String> images = new ArrayList<>();
        for (String service : SERVICES) {
            String image = "meshbench/" + service + ":" + VERSION;
            Output inspect = run(podman, "image", "inspect", "localhost/" + image);
            if (inspect == null) {
                return "not measured: podman is not installed (" + String.join(" ", podman) + " cannot be started)";
            }
            if (inspect.code() != 0) {
                return "not measured: podman has no image " + image + " (" + inspect.lastLine() + "; build it: podman "
                        + "build -f docker/" + service + "/Dockerfile -t " + image + " .)";
            }
            Output history = run(podman, "history", "--format", "json", "localhost/" + image);
            if (history == null || history.code() != 0) {
                return "not measured: podman history " + image + " failed (" + (history == null ? "" : history.lastLine()) + ")";
            }
            try {
                long size = StrictReader.jsonText(Path.of("podman image inspect " + image), inspect.text()).path(0)
                        .path("Size").asLong(-1);
                List<String> layers = new ArrayList<>();
                // podman lists the newest layer first: the base's come last; ENV, USER, CMD... add no content
                JsonNode entries = StrictReader.jsonText(Path.of("podman history " + image), history.text());
                for (int i = entries.size() - 1; i >= 0; i--) {
                    long layer = entries.get(i).path("size").asLong();
                    if (layer > 0) {
                        layers.add(mb(layer));
                    }
                }
                if (size < 0 || layers.isEmpty()) {
                    return "not measured: podman gave no size for " + image;
                }
                images.add(image + " " + mb(size) + " MB in " + layers.size() + " layer" + (layers.size() == 1 ? "" : "s")
                        + " (" + String.join(" + ", layers) + " MB)");
            } catch (ResultsException e) {
                return "not measured: podman's answer for " + image + " is not JSON (" + e.getMessage() + ")";
            }
        }
        return String.join("; ", images);
    }

    private static String mb(long bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / MB);
    }

    /** The command's exit code and output, or null when it cannot be started. */
    private static Output run(List<String> podman, String... args) {
        List<String> command = new ArrayList<>(podman);
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
            process.getOutputStream().close();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Output(-1, "", "timed out after 30 s");
            }
            return new Output(process.exitValue(), out, err);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Output(-1, "", "interrupted");
        }
    }

    private record Output(int code, String text, String error) {

        String lastLine() {
            List<String> lines = (error.isBlank() ? text : error).strip().lines().toList();
            return lines.isEmpty() ? "exit " + code : lines.get(lines.size() - 1);
        }
    }
}
