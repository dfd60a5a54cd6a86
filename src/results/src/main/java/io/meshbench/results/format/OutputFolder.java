package io.meshbench.results.format;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one way MeshBench writes a file (docs/formats.md, "How MeshBench writes"). Every file lies inside the folder the
 * command was given, reached through real folders only: a path with {@code ..}, a symbolic link on the way or at the
 * target, and a target that is a folder, a FIFO, a device or one of the command's inputs are refused before anything is
 * written. A file is written to a temporary beside it and renamed over the target; files that belong together
 * ({@link Batch}) are all written first and then moved in, so a failure replaces none of them. A temporary never
 * outlives the call, and those a killed process left are swept on the next write of the same file.
 */
public final class OutputFolder {

    /** What a file holds, written to the stream the writer opens (text, JSON, a PNG, an SVG ...). */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;

        static Content text(String text) {
            return out -> out.write(text.getBytes(StandardCharsets.UTF_8));
        }

        static Content bytes(byte[] bytes) {
            return out -> out.write(bytes);
        }

        /** A copy of {@code source}'s bytes (a configuration file put into a run folder). */
        static Content copyOf(Path source) {
            return out -> Files.copy(source, out);
        }
    }

    /** The two operations a full disk or a lost mount makes fail; a test injects such a failure here. */
    interface Seam {
        OutputStream create(Path file) throws IOException;

        void move(Path from, Path to) throws IOException;
    }

    static final Seam FILES = new Seam() {
        @Override
        public OutputStream create(Path file) throws IOException {
            return Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        }

        @Override
        public void move(Path from, Path to) throws IOException {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
    };

    private static final String PARTIAL = ".partial";
    private static final String PREVIOUS = ".previous";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String what;
    private final Path given;
    private final Path real;
    private final List<Path> inputs;
    private final Seam seam;

    private OutputFolder(String what, Path given, Path real, List<Path> inputs, Seam seam) {
        this.what = what;
        this.given = given;
        this.real = real;
        this.inputs = inputs;
        this.seam = seam;
    }

    /**
     * The folder a command writes into, created when missing; a link to a folder counts as the folder (the user gave
     * it), anything else at that path is refused.
     *
     * @param what   the option or role named in messages, e.g. {@code --results-dir} or {@code report}
     * @param inputs files the command reads: none of them is ever replaced (null entries are ignored)
     */
    public static OutputFolder of(String what, Path folder, Path... inputs) {
        return of(what, folder, FILES, inputs);
    }

    static OutputFolder of(String what, Path folder, Seam seam, Path... inputs) {
        OutputTarget.checkFolder(what, folder);
        try {
            Files.createDirectories(folder);
            return new OutputFolder(what, folder, folder.toRealPath(), nonNull(inputs), seam);
        } catch (IOException e) {
            throw new ResultsException(what + " " + folder + ": cannot be created or opened (" + e.getMessage()
                    + "). Give a folder you can write to.", e);
        }
    }

    /** The folder of a file option ({@code --out}, {@code --junit}): the file's own folder, the current one if none. */
    public static OutputFolder around(String what, Path file, Path... inputs) {
        Path parent = file.toAbsolutePath().getParent();
        String kind = PathKind.of(parent);
        if (kind != null && !kind.equals("a folder")) {
            throw new ResultsException(what + " " + file + ": its folder " + parent + " exists and is " + kind
                    + ", not a folder. Give a path in a folder you can write to (it is created when missing).");
        }
        return of(what, parent, inputs);
    }

    /** Writes one file ({@code target}: inside this folder, or relative to it), whole or not at all. */
    public void write(Path target, Content content) {
        batch().add(target, content).commit();
    }

    /** {@link #write} of a text in UTF-8. */
    public void writeString(Path target, String text) {
        write(target, Content.text(text));
    }

    /** Files written together: {@link Batch#commit} moves all of them in, or, on any failure, none. */
    public Batch batch() {
        return new Batch();
    }

    /**
     * A file written as a stream while a run goes on (samples, a console log, a side's JTL), in place, so that what
     * was written survives a killed run: created inside this folder (its folders too), or a regular file of that name
     * started over; a link, a FIFO, a device, a folder or an input there is refused like everywhere. The caller closes
     * the stream.
     */
    public OutputStream stream(Path target) {
        Path file = checked(target);
        try {
            return Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /**
     * A log a child process appends its output to: checked like every target, created when missing, kept when it is
     * a regular file (a restarted process goes on in it).
     */
    public ProcessBuilder.Redirect appendRedirect(Path target) {
        Path file = checked(target);
        try {
            Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                    LinkOption.NOFOLLOW_LINKS).close();
            return ProcessBuilder.Redirect.appendTo(file.toFile());
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /** {@link #stream} as UTF-8 text. */
    public java.io.BufferedWriter writer(Path target) {
        return new java.io.BufferedWriter(new java.io.OutputStreamWriter(stream(target), StandardCharsets.UTF_8));
    }

    /** Files that belong together (report.md, report.json, report.html and the plots; page.md and page.html). */
    public final class Batch {

        private final Map<Path, Content> files = new LinkedHashMap<>();
        private final List<Path> onlyIfAbsent = new ArrayList<>();

        private Batch() {
        }

        public Batch add(Path target, Content content) {
            files.put(checked(target), content);
            return this;
        }

        /**
         * A file the batch adds only where none is (a report never changes a run's latency.hlog once written) and where
         * no link leads (a run folder linked from elsewhere keeps what it has); a link at the target is refused.
         */
        public Batch addIfAbsent(Path target, Content content) {
            if (throughLink(relative(target))) {
                return this;
            }
            Path file = checked(target);
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                files.put(file, content);
                onlyIfAbsent.add(file);
            }
            return this;
        }

        /**
         * Writes every file to a temporary beside it, then moves each in, setting the previous one aside; when any
         * step fails, the previous files are put back, and no temporary remains.
         */
        public void commit() {
            Map<Path, Path> temporaries = new LinkedHashMap<>();
            Map<Path, Path> setAside = new LinkedHashMap<>();
            List<Path> movedIn = new ArrayList<>();
            Path current = null;
            try {
                for (Map.Entry<Path, Content> file : files.entrySet()) {
                    current = file.getKey();
                    sweepStaleTemporaries(current);
                    Path temporary = sibling(current, PARTIAL);
                    temporaries.put(current, temporary);
                    try (OutputStream out = seam.create(temporary)) {
                        file.getValue().writeTo(out);
                    }
                }
                for (Path file : files.keySet()) {
                    current = file;
                    refuseUnwritable(file); // again, just before: nothing may have taken its place meanwhile
                    if (onlyIfAbsent.contains(file)) {
                        refuseExisting(file, "a new file");
                    } else if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                        Path aside = sibling(file, PREVIOUS);
                        seam.move(file, aside);
                        setAside.put(file, aside);
                    }
                }
                for (Path file : files.keySet()) {
                    current = file;
                    seam.move(temporaries.get(file), file);
                    movedIn.add(file);
                }
            } catch (IOException e) {
                restore(movedIn, setAside);
                throw cannotWrite(current, e);
            } catch (RuntimeException e) {
                restore(movedIn, setAside);
                throw e;
            } finally {
                temporaries.values().forEach(OutputFolder::deleteQuietly);
            }
            setAside.values().forEach(OutputFolder::deleteQuietly);
        }

        /** Back as before: the new files out, each previous one in its place. */
        private void restore(List<Path> movedIn, Map<Path, Path> setAside) {
            movedIn.forEach(OutputFolder::deleteQuietly);
            for (Map.Entry<Path, Path> aside : setAside.entrySet()) {
                try {
                    FILES.move(aside.getValue(), aside.getKey());
                } catch (IOException ignored) {
                    // the caller's message names the failure; the previous file keeps its .previous name
                }
            }
        }
    }

    /**
     * {@code target} inside the real folder, every folder on the way created and a real folder (not a link), the
     * target itself absent or a regular file that is no input.
     */
    private Path checked(Path target) {
        Path relative = relative(target);
        Path file = enter(relative, relative.getNameCount() - 1).resolve(relative.getFileName());
        refuseUnwritable(file);
        return file;
    }

    /** The real folder of the first {@code names} names of {@code relative}, each entered (created when missing). */
    private Path enter(Path relative, int names) {
        Path folder = real;
        for (int i = 0; i < names; i++) {
            folder = folder.resolve(relative.getName(i));
            enterFolder(folder);
        }
        return folder;
    }

    /** Whether a folder on the way to {@code relative} is a symbolic link. */
    private boolean throughLink(Path relative) {
        Path folder = real;
        for (int i = 0; i < relative.getNameCount() - 1; i++) {
            folder = folder.resolve(relative.getName(i));
            if (Files.isSymbolicLink(folder)) {
                return true;
            }
        }
        return false;
    }

    /** {@code target} as a path below this folder; {@code ..}, an absolute path elsewhere, an empty name refused. */
    private Path relative(Path target) {
        Path relative = target;
        if (target.isAbsolute() || target.startsWith(given)) {
            Path absolute = target.toAbsolutePath();
            Path base = absolute.startsWith(given.toAbsolutePath()) ? given.toAbsolutePath() : real;
            if (!absolute.startsWith(base) || absolute.equals(base)) {
                throw outside(target);
            }
            relative = base.relativize(absolute); // not normalised: a '..' in it is refused below
        }
        for (Path name : relative) {
            String text = name.toString();
            if (text.equals("..") || text.equals(".") || text.isEmpty()) {
                throw outside(target);
            }
        }
        return relative;
    }

    private ResultsException outside(Path target) {
        return new ResultsException(what + " " + target + ": lies outside " + given + ", the folder this command "
                + "writes into (or names it through '..'); MeshBench writes only inside it. Give a path inside it.");
    }

    private void enterFolder(Path folder) {
        BasicFileAttributes attributes = attributes(folder);
        if (attributes == null) {
            try {
                Files.createDirectory(folder);
                return;
            } catch (java.nio.file.FileAlreadyExistsException e) {
                attributes = attributes(folder); // made meanwhile: checked below like any other
            } catch (IOException e) {
                throw cannotWrite(folder, e);
            }
        }
        if (attributes == null || attributes.isSymbolicLink()) {
            throw linkRefused(folder, "Replace the link by a folder, or remove it.");
        }
        if (!attributes.isDirectory()) {
            throw new ResultsException(what + " " + folder + ": exists and is " + PathKind.of(folder) + ", not a "
                    + "folder; a file would be written inside it. Move it away.");
        }
    }

    /** A link (broken or not), a folder, a FIFO, a device or an input at {@code file}: writing would replace it. */
    private void refuseUnwritable(Path file) {
        BasicFileAttributes attributes = attributes(file);
        if (attributes == null) {
            return;
        }
        if (attributes.isSymbolicLink()) {
            throw linkRefused(file, "Remove the link, or give another path.");
        }
        if (!attributes.isRegularFile()) {
            throw new ResultsException(what + " " + file + ": exists and is " + PathKind.of(file) + ", not a regular "
                    + "file; writing would replace it. Move it away, or give another path.");
        }
        for (Path input : inputs) {
            if (sameFile(file, input)) {
                throw new ResultsException(what + " " + file + ": is " + input + ", a file this command reads; "
                        + "writing would overwrite its input. Give another path.");
            }
        }
    }

    private void refuseExisting(Path file, String role) {
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new ResultsException(what + " " + file + ": exists already, where " + role + " is written; "
                    + "MeshBench does not replace it. Move it away, or start a new folder.");
        }
    }

    private ResultsException cannotWrite(Path file, IOException e) {
        return new ResultsException(what + " " + (file == null ? given : file) + ": cannot be written ("
                + e.getMessage() + "); nothing was replaced. Free space or fix the folder's permissions, then run the "
                + "command again.", e);
    }

    /** Temporaries of this file left by a killed process: {@code name.partial} (older versions), {@code name.<hex>.partial}. */
    private static void sweepStaleTemporaries(Path file) {
        Pattern ours = Pattern.compile(Pattern.quote(file.getFileName().toString()) + "(\\.[0-9a-f]{16})?"
                + Pattern.quote(PARTIAL));
        try (DirectoryStream<Path> stale = Files.newDirectoryStream(file.getParent(),
                entry -> ours.matcher(entry.getFileName().toString()).matches())) {
            for (Path temporary : stale) {
                BasicFileAttributes attributes = attributes(temporary);
                if (attributes != null && !attributes.isDirectory()) {
                    deleteQuietly(temporary); // unlinking a link or a FIFO touches nothing else
                }
            }
        } catch (IOException e) {
            // an unlistable folder fails the write itself, with its own message
        }
    }

    private ResultsException linkRefused(Path link, String fix) {
        return new ResultsException(what + " " + link + ": is a symbolic link" + linkTarget(link) + "; MeshBench "
                + "never writes through a link, where it would change a file elsewhere. " + fix);
    }

    private static String linkTarget(Path link) {
        try {
            return " to " + Files.readSymbolicLink(link) + (Files.exists(link) ? "" : ", which does not exist");
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    private static Path sibling(Path file, String suffix) {
        byte[] bytes = new byte[8];
        RANDOM.nextBytes(bytes);
        return file.resolveSibling(file.getFileName() + "." + HexFormat.of().formatHex(bytes) + suffix);
    }

    private static BasicFileAttributes attributes(Path path) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean sameFile(Path file, Path input) {
        try {
            return Files.exists(input) && Files.isSameFile(file, input);
        } catch (IOException e) {
            return false;
        }
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // best effort: the write's own outcome is what the caller reports
        }
    }

    private static List<Path> nonNull(Path[] inputs) {
        List<Path> list = new ArrayList<>();
        for (Path input : inputs) {
            if (input != null) {
                list.add(input);
            }
        }
        return List.copyOf(list);
    }
}
