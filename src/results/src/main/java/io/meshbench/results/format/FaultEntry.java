package io.meshbench.results.format;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * One fault of run.json's {@code faults} (docs/formats.md): what the harness switched, when, and what the process
 * answered, as fields the report reads, so no one parses a sentence for a time.
 *
 * @param at         when the switch was sent (ISO-8601 instant); null when it never was
 * @param plannedAt  when the scenario asked for it, into the measured window (e.g. "30s")
 * @param process    the process whose fault switch was set
 * @param mode       the mode it was switched to
 * @param outcome    {@value #INJECTED}, {@value #FAILED} or {@value #NOT_INJECTED}
 * @param answer     the switch's answer when injected, e.g. "POST http://127.0.0.1:8081/fault?mode=slow -> 200"
 * @param problem    why it failed or was not injected
 * @param line       run.json written before these fields: the harness's sentence, kept as it was
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"at", "plannedAt", "process", "mode", "outcome", "answer", "problem", "line"})
public record FaultEntry(String at, String plannedAt, String process, String mode, String outcome, String answer,
                         String problem, String line) {

    public static final String INJECTED = "injected";
    public static final String FAILED = "failed";
    public static final String NOT_INJECTED = "not-injected";

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public FaultEntry {
    }

    public static FaultEntry injected(Instant at, String plannedAt, String process, String mode, String answer) {
        return new FaultEntry(at.toString(), plannedAt, process, mode, INJECTED, answer, null, null);
    }

    public static FaultEntry failed(Instant at, String process, String mode, String problem) {
        return new FaultEntry(at.toString(), null, process, mode, FAILED, null, problem, null);
    }

    public static FaultEntry notInjected(String plannedAt, String process, String mode, String problem) {
        return new FaultEntry(null, plannedAt, process, mode, NOT_INJECTED, null, problem, null);
    }

    /**
     * A fault line of an older run.json, kept verbatim; its time and outcome read as the report always read them: an
     * injection is a line starting with an instant that says neither " FAILED" nor "NOT INJECTED".
     */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static FaultEntry fromLine(String line) {
        boolean refused = line.contains(" FAILED") || line.contains("NOT INJECTED");
        Optional<Instant> at = leadingInstant(line);
        return new FaultEntry(at.map(Instant::toString).orElse(null), null, null, null,
                refused ? null : at.isPresent() ? INJECTED : null, null, null, line);
    }

    /** The sentence the Runs section shows (the one older harnesses wrote). */
    public String prose() {
        if (line != null) {
            return line;
        }
        return switch (outcome) {
            case INJECTED -> at + " (" + plannedAt + " into the measured window) " + process + " mode=" + mode + ": " + answer;
            case FAILED -> at + " " + process + " mode=" + mode + " FAILED: " + problem;
            default -> process + " mode=" + mode + " NOT INJECTED: " + problem;
        };
    }

    /** When the switch was sent, for an injected fault. */
    @JsonIgnore
    public Optional<Instant> injectedAt() {
        return INJECTED.equals(outcome) && at != null ? Optional.of(Instant.parse(at)) : Optional.empty();
    }

    /** The first fault that was injected: the one whose effect a recovery table measures. */
    public static Optional<FaultEntry> firstInjected(List<FaultEntry> faults) {
        return faults == null ? Optional.empty()
                : faults.stream().filter(fault -> fault.injectedAt().isPresent()).findFirst();
    }

    /** The sentences of {@code faults}, in order. */
    public static List<String> prose(List<FaultEntry> faults) {
        return faults == null ? null : faults.stream().map(FaultEntry::prose).toList();
    }

    private static Optional<Instant> leadingInstant(String line) {
        int space = line.indexOf(' ');
        try {
            return Optional.of(Instant.parse(space < 0 ? line : line.substring(0, space)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
