package io.meshbench.harness.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ErrorRateCheckTest {

    static final String HEADER = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
            + "failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n";
    static final long T0 = 1_700_000_000_000L;

    @TempDir
    Path dir;

    /** {@code seconds} seconds at 10 samples a second from T0; the samples of second s fail when {@code failing(s)}. */
    private Path jtl(int seconds, java.util.function.IntPredicate failing) throws IOException {
        StringBuilder rows = new StringBuilder(HEADER);
        for (int s = 0; s < seconds; s++) {
            for (int i = 0; i < 10; i++) {
                boolean ok = !failing.test(s);
                rows.append(T0 + s * 1000L + i * 100L).append(",5,chain,").append(ok ? "200,OK" : "500,Internal Server Error")
                        .append(",Thread Group 1-1,text,").append(ok).append(",,100,50,1,1,http://127.0.0.1/chain,5,0,1\n");
            }
        }
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, rows);
        return file;
    }

    @Test
    void everySampleFailedFailsTheRunWithTheRateAndTheThreshold() throws IOException {
        ErrorRateCheck check = ErrorRateCheck.of(jtl(20, s -> true), Duration.ofSeconds(5), 1.0);

        assertThat(check.errorRatePct()).isEqualTo(100.0);
        assertThat(check.failure()).hasValueSatisfying(why -> assertThat(why)
                .startsWith("error rate 100.00% (150 of 150 samples of the measured window) is above the threshold of 1%")
                .contains("errorRateThresholdPct"));
    }

    @Test
    void errorsOnlyInTheWarmupDoNotCount() throws IOException {
        ErrorRateCheck check = ErrorRateCheck.of(jtl(20, s -> s < 5), Duration.ofSeconds(5), 0.0);

        assertThat(check.errorRatePct()).isEqualTo(0.0);
        assertThat(check.failure()).isEmpty();
    }

    @Test
    void expectedErrorsUnderADeclaredThresholdPass() throws IOException {
        // seconds 10..11 of 20 fail: 20 of 150 window samples = 13.33 %
        ErrorRateCheck check = ErrorRateCheck.of(jtl(20, s -> s == 10 || s == 11), Duration.ofSeconds(5), 30.0);

        assertThat(check.errorRatePct()).isCloseTo(13.33, org.assertj.core.api.Assertions.within(0.01));
        assertThat(check.failure()).isEmpty();
        assertThat(ErrorRateCheck.of(dir.resolve("result.jtl"), Duration.ofSeconds(5), 10.0).failure())
                .hasValueSatisfying(why -> assertThat(why).startsWith("error rate 13.33% (20 of 150 samples"));
    }

    @Test
    void aResultsFileWithOnlyItsHeaderFailsTheRun() throws IOException {
        Path file = dir.resolve("result.jtl");
        Files.writeString(file, HEADER);

        ErrorRateCheck check = ErrorRateCheck.of(file, Duration.ofSeconds(5), 1.0);

        assertThat(check.errorRatePct()).isNull();
        assertThat(check.failure()).hasValueSatisfying(why -> assertThat(why).startsWith("JMeter wrote no sample to result.jtl"));
    }

    @Test
    void aMissingOrEmptyResultsFileFailsTheRun() throws IOException {
        assertThat(ErrorRateCheck.of(dir.resolve("result.jtl"), Duration.ZERO, 1.0).failure())
                .hasValueSatisfying(why -> assertThat(why).startsWith("JMeter wrote no sample to result.jtl"));
        Files.writeString(dir.resolve("result.jtl"), "");
        assertThat(ErrorRateCheck.of(dir.resolve("result.jtl"), Duration.ZERO, 1.0).failure())
                .hasValueSatisfying(why -> assertThat(why).startsWith("JMeter wrote no sample to result.jtl"));
    }

    @Test
    void samplesOnlyInTheWarmupFailTheRun() throws IOException {
        ErrorRateCheck check = ErrorRateCheck.of(jtl(3, s -> false), Duration.ofSeconds(10), 1.0);

        assertThat(check.failure()).hasValueSatisfying(why -> assertThat(why)
                .startsWith("no sample in the measured window (30 sample(s) in all, all in the warm-up)"));
    }
}
