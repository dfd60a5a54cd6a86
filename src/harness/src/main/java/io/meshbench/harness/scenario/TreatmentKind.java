package io.meshbench.harness.scenario;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How the treated JVMs run. */
public enum TreatmentKind {
    /** No agent: the reference every other treatment is compared with. */
    @JsonProperty("baseline") BASELINE,
    /** A Sermant release with only the listed plugins mounted. */
    @JsonProperty("sermant") SERMANT,
    /** Any {@code -javaagent} jar with its arguments. */
    @JsonProperty("javaagent") JAVAAGENT,
    /** An Envoy sidecar process beside every treated service, fed by an xDS control plane; the service calls through it. */
    @JsonProperty("envoy") ENVOY
}
