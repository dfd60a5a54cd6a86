package io.meshbench.harness.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Every path under a folder with what it is, links not followed: a file's SHA-256, a link's target, "folder",
 * "other" (a FIFO, a device). Two snapshots tell whether a command changed, created or removed anything.
 */
record FolderSnapshot(Map<String, String> entries) {

    static FolderSnapshot of(Path root) {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            paths.filter(path -> !path.equals(root))
                    .forEach(path -> entries.put(root.relativize(path).toString().replace('\\', '/'), describe(path)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new FolderSnapshot(entries);
    }

    private static String describe(Path path) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (attributes.isSymbolicLink()) {
                return "link to " + Files.readSymbolicLink(path);
            }
            if (attributes.isDirectory()) {
                return "folder";
            }
            return attributes.isRegularFile() ? "file " + sha256(path) : "other";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
