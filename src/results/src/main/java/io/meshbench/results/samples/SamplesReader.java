package io.meshbench.results.samples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Streams samples.jsonl (JSON Lines, docs/formats.md) one sample at a time. */
public final class SamplesReader {

    private static final ObjectReader READER = new ObjectMapper().readerFor(ResourceSample.class);

    private SamplesReader() {
    }

    public static void read(Path file, Consumer<ResourceSample> consumer) {
        read(file, consumer, warning -> { });
    }

    /**
     * Reads every sample; a malformed last line without its line end (the sampler stopped mid-write) is left out
     * with a warning, as a truncated JTL line is, any other malformed line is an error.
     */
    public static void read(Path file, Consumer<ResourceSample> consumer, Consumer<String> warnings) {
        if (!Files.isRegularFile(file)) {
            throw new SamplesFormatException(file, 0, "no such file. Give the samples.jsonl the sampler wrote "
                    + "for this run, or leave --samples out.");
        }
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long lineNumber = 0;
            String next = reader.readLine();
            while (next != null) {
                String line = next;
                next = reader.readLine();
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    consumer.accept(parse(file, lineNumber, line));
                } catch (SamplesFormatException e) {
                    if (next != null || endsWithLineBreak(file)) {
                        throw e;
                    }
                    warnings.accept(file + " line " + lineNumber + ": truncated last line left out (the sampler "
                            + "stopped while writing it).");
                }
            }
        } catch (IOException e) {
            throw new SamplesFormatException(file, 0, "cannot be read (" + e.getMessage() + ").");
        }
    }

    private static boolean endsWithLineBreak(Path file) throws IOException {
        try (java.nio.channels.SeekableByteChannel channel = Files.newByteChannel(file)) {
            if (channel.size() == 0) {
                return false;
            }
            java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
            channel.position(channel.size() - 1).read(last);
            return last.get(0) == '\n';
        }
    }

    private static ResourceSample parse(Path file, long lineNumber, String line) {
        ResourceSample sample;
        try {
            sample = READER.readValue(line);
        } catch (JsonProcessingException e) {
            throw new SamplesFormatException(file, lineNumber, "not a JSON object with the fields of docs/formats.md ("
                    + e.getOriginalMessage() + "). Fix or delete that line.");
        }
        if (sample.ts() == null || sample.process() == null) {
            throw new SamplesFormatException(file, lineNumber, "a sample needs \"ts\" (epoch ms) and \"process\". "
                    + "Fix or delete that line.");
        }
        return sample;
    }
}
