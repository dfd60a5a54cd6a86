package io.meshbench.results.format;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What is at a path, in the words a message needs: a missing input, a symbolic link loop and a broken link are three
 * different problems with three different fixes, where {@code Files.exists} says "no" to all of them.
 */
public final class PathKind {

    private PathKind() {
    }

    /** Why {@code path}, which cannot be opened, is not there: "no such file", "a symbolic link loop" ... */
    public static String missing(Path path, String what) {
        String kind = of(path);
        return kind == null ? "no such " + what : "is " + kind;
    }

    /** What is at {@code path}: null when nothing is, else "a regular file", "a folder", "a FIFO" ... */
    public static String of(Path path) {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (FileSystemLoopException e) {
            return "a symbolic link loop";
        } catch (java.nio.file.NoSuchFileException e) {
            return "a broken symbolic link (it points to nothing)";
        } catch (FileSystemException e) {
            return e.getReason() != null && e.getReason().contains("Too many levels of symbolic links")
                    ? "a symbolic link loop" : "a symbolic link to nothing (" + e.getMessage() + ")";
        } catch (IOException e) {
            return "unreadable (" + e.getMessage() + ")";
        }
        if (attributes.isRegularFile()) {
            return "a regular file";
        }
        if (attributes.isDirectory()) {
            return "a folder";
        }
        return otherKind(path);
    }

    /** A device, FIFO or socket: the unix file type names which, where the file system tells it. */
    private static String otherKind(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer bits) {
                return switch (bits & 0170000) {
                    case 0010000 -> "a FIFO (named pipe)";
                    case 0020000 -> "a character device";
                    case 0060000 -> "a block device";
                    case 0140000 -> "a socket";
                    default -> "a special file";
                };
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view here: the general name below
        }
        return "a special file (device, FIFO or socket)";
    }

}
