package io.meshbench.harness.benchmark;

import java.time.Duration;

/** What each deployment adds to a benchmark's time besides its load, roughly, by where the deployment comes from. */
public enum DeploymentSetUp {

    /** ZooKeeper and the services started, probed, checked and stopped by the suite: 35 to 60 s measured here. */
    STARTED_HERE(Duration.ofSeconds(60), "to start, probe and stop the services"),
    /** A deployed topology ({@code --targets}): nothing starts, its services are checked and probed over HTTP. */
    DEPLOYED(Duration.ofSeconds(5), "to check and probe the deployed topology");

    private final Duration perDeployment;
    private final String what;

    DeploymentSetUp(Duration perDeployment, String what) {
        this.perDeployment = perDeployment;
        this.what = what;
    }

    public Duration perDeployment() {
        return perDeployment;
    }

    String what() {
        return what;
    }
}
