package io.meshbench.results.format;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Path;

/**
 * Reads and writes run.json and meta.json with their one definition ({@link RunJson}, {@link MetaJson}). Reading is
 * strict: an unknown field, a wrong type or a value out of range is one line naming the file, the field and its line.
 */
public final class FormatFiles {

    /** Writing only: every read goes through {@link StrictReader}. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
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

    /** Writes {@code value} as indented JSON through the one writer ({@link OutputFolder}): whole or not at all. */
    public static void write(Path file, Object value) {
        writeWith(MAPPER, file, value);
    }

    /** {@link #write} with another mapper (a format read leniently, e.g. page-plan.json). */
    static void writeWith(ObjectMapper mapper, Path file, Object value) {
        Path absolute = file.toAbsolutePath();
        OutputFolder.of(String.valueOf(file.getFileName()), absolute.getParent())
                .write(absolute, out -> mapper.writeValue(out, value));
    }

    /** Any of the formats' files, strictly read ({@link StrictReader}); a bad one is one line naming the file. */
    public static <T> T read(Path file, Class<T> type) {
        return StrictReader.json(file, type);
    }
}
