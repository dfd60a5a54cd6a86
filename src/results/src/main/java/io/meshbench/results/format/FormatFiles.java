package io.meshbench.results.format;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes run.json and meta.json with their one definition ({@link RunJson}, {@link MetaJson}). Reading is
 * strict: an unknown field, a wrong type or a value out of range is one line naming the file, the field and its line.
 */
public final class FormatFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    private FormatFiles() {
    }

    /** run.json, checked; the message of a bad one names the file and the field. */
    public static RunJson readRun(Path file) {
        RunJson run = read(file, RunJson.class);
        run.validate(file);
        return run;
    }

    /** meta.json, checked likewise. */
    public static MetaJson readMeta(Path file) {
        MetaJson meta = read(file, MetaJson.class);
        meta.validate(file);
        return meta;
    }

    /** A duet's duet.json, checked likewise. */
    public static DuetJson readDuet(Path file) {
        DuetJson duet = read(file, DuetJson.class);
        duet.validate(file);
        return duet;
    }

    /** Writes {@code value} as indented JSON beside {@code file}, then moves it in: a reader never sees half a file. */
    public static void write(Path file, Object value) {
        writeWith(MAPPER, file, value);
    }

    /** {@link #write} with another mapper (a format read leniently, e.g. page-plan.json). */
    static void writeWith(ObjectMapper mapper, Path file, Object value) {
        try {
            OutputTarget.check(String.valueOf(file.getFileName()), file);
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.deleteIfExists(partial); // a leftover, or a FIFO that would block the write
            mapper.writeValue(partial.toFile(), value);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** Any of the formats' files, strictly read ({@link StrictReader}); a bad one is one line naming the file. */
    public static <T> T read(Path file, Class<T> type) {
        return StrictReader.json(file, type);
    }
}
