package io.meshbench.harness.treatment;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** No agent: the reference every other treatment is compared with. */
public record Baseline(String name, String label) implements Treatment {

    public Baseline {
        name = name == null || name.isBlank() ? "baseline" : name;
        label = label == null || label.isBlank() ? "Baseline" : label;
    }

    public Baseline() {
        this(null, null);
    }

    @Override
    public List<String> jvmArguments(TreatedProcess process) {
        return List.of();
    }

    @Override
    public LoadEvidence verifyLoaded(StartedProcess process, Duration timeout) {
        return new LoadEvidence(name, process.name(), List.of("no agent mounted"));
    }

    @Override
    public Optional<AgentInfo> agentInfo() {
        return Optional.empty();
    }
}
