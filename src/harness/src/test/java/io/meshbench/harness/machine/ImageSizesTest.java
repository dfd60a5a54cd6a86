package io.meshbench.harness.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** podman played by a script answering as podman 4.3 does; the real one is ContainerImagesIT's (src/bench). */
class ImageSizesTest {

    @TempDir
    Path dir;

    private List<String> podman(String script) throws IOException {
        Path file = dir.resolve("podman");
        Files.writeString(file, "#!/bin/sh\n" + script);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return List.of(file.toString());
    }

    @Test
    void eachServiceImageWithItsLayersWithContentBaseFirst() throws IOException {
        List<String> podman = podman("""
                case "$1 $2" in
                  "image inspect") echo '[{"Id":"x","Size":262458368}]' ;;
                  "history --format") echo '[{"id":"a","size":91226112,"CreatedBy":"COPY app.jar"},\
                {"id":"b","size":0,"CreatedBy":"ENV"},{"id":"c","size":171232256,"CreatedBy":"ADD rootfs"}]' ;;
                  *) exit 3 ;;
                esac
                """);

        assertThat(ImageSizes.describe(podman)).isEqualTo(
                "meshbench/data:0.1.0 250.3 MB in 2 layers (163.3 + 87.0 MB); "
                        + "meshbench/provider:0.1.0 250.3 MB in 2 layers (163.3 + 87.0 MB); "
                        + "meshbench/consumer:0.1.0 250.3 MB in 2 layers (163.3 + 87.0 MB)");
    }

    @Test
    void aMissingImageIsNamedWithHowToBuildIt() throws IOException {
        List<String> podman = podman("""
                echo 'Error: inspecting object: localhost/meshbench/data:0.1.0: image not known' >&2
                echo '[]'
                exit 125
                """);

        assertThat(ImageSizes.describe(podman)).isEqualTo("not measured: podman has no image meshbench/data:0.1.0 "
                + "(Error: inspecting object: localhost/meshbench/data:0.1.0: image not known; build it: podman build "
                + "-f docker/data/Dockerfile -t meshbench/data:0.1.0 .)");
    }

    @Test
    void withoutPodmanTheSizesAreNotMeasuredAndTheReasonSaysSo() {
        String missing = dir.resolve("no-podman-here").toString();

        assertThat(ImageSizes.describe(List.of(missing)))
                .isEqualTo("not measured: podman is not installed (" + missing + " cannot be started)");
    }
}
