package io.meshbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FirstSampleTest {

    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success\n";

    @TempDir
    Path dir;

    @Test
    void firstRowOfTheResultsFileGivesTheFirstSamplesStart() throws IOException {
        Path jtl = dir.resolve("result.jtl");
        assertThat(FirstSample.fromResults(jtl)).as("no file yet").isEmpty();
        Files.writeString(jtl, HEADER);
        assertThat(FirstSample.fromResults(jtl)).as("header only").isEmpty();
        Files.writeString(jtl, HEADER + "1700000001234,12,chain,200,OK,Thread Group 1-1,text,true\n1700000001240");
        assertThat(FirstSample.fromResults(jtl)).contains(Instant.ofEpochMilli(1700000001234L));
    }

    @Test
    void aRowStillBeingWrittenIsNotRead() throws IOException {
        Path jtl = dir.resolve("result.jtl");
        Files.writeString(jtl, HEADER + "17000000");

        assertThat(FirstSample.fromResults(jtl)).isEmpty();
    }

    @Test
    void logGivesTheFirstThreadStartButOnlyAfterTheResultsFileHadItsChance() throws IOException {
        Path log = dir.resolve("jmeter.log");
        Files.writeString(log, """
                2025-03-01 10:00:00,100 INFO o.a.j.e.StandardJMeterEngine: Running the test!
                2025-03-01 10:00:01,250 INFO o.a.j.t.JMeterThread: Thread started: Thread Group 1-1
                2025-03-01 10:00:01,260 INFO o.a.j.t.JMeterThread: Thread started: Thread Group 1-2
                """);
        Instant started = LocalDateTime.parse("2025-03-01T10:00:01.250").atZone(ZoneId.systemDefault()).toInstant();

        assertThat(FirstSample.fromLog(log)).contains(started);
        Path noResults = dir.resolve("result.jtl");
        assertThat(FirstSample.seen(noResults, log, started.plusSeconds(1))).isEmpty();
        assertThat(FirstSample.seen(noResults, log, started.plus(FirstSample.LOG_GRACE).plusMillis(1))).contains(started);
        Files.writeString(noResults, HEADER + "1700000001234,12,chain,200,OK,Thread Group 1-1,text,true\n");
        assertThat(FirstSample.seen(noResults, log, started)).contains(Instant.ofEpochMilli(1700000001234L));
    }
}
