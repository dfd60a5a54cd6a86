package io.meshbench.benchmark;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes the harness's JSON files (run.json, meta.json): indented, nulls left out. */
final class JsonFiles {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private JsonFiles() {
    }

    static void write(Path file, Object value) {
        try {
            Files.createDirectories(file.getParent());
            // Write beside and move, so a reader (or a Ctrl-C) never sees half a file.
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            MAPPER.writeValue(partial.toFile(), value);
            Files.move(partial, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    static <T> T read(Path file, Class<T> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }
}
