package io.meshbench.results.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FlagComparisonTest {

    private static final List<String> FLAGS = List.of("/jdk/bin/java", "-Xms256m", "-Xmx256m", "-XX:+UseG1GC");

    private static List<String> service(String jar, int port, String... treatment) {
        List<String> line = new java.util.ArrayList<>(FLAGS);
        line.addAll(List.of(treatment));
        line.addAll(List.of("-Dservice.meta.version=1.0.0", "-jar", jar, "--server.port=" + port,
                "--spring.cloud.zookeeper.connect-string=127.0.0.1:" + (port + 1)));
        return line;
    }

    private static Map<String, List<String>> deployment(int port, String... treatment) {
        Map<String, List<String>> lines = new LinkedHashMap<>();
        lines.put("zookeeper", List.of("/jdk/bin/java", "-Xmx128m", "-cp", "/zk/a.jar:/zk/b.jar",
                "org.apache.zookeeper.server.quorum.QuorumPeerMain", "/tmp/zk-" + port + "/zoo.cfg"));
        lines.put("data", service("/data.jar", port));
        lines.put("consumer", service("/consumer.jar", port + 10, treatment));
        String run = "/results/quickstart/20261123-0" + port + "/runs/" + (treatment.length == 0 ? "baseline" : "agent")
                + "/20u-100tps/1";
        lines.put("jmeter", List.of("/jdk/bin/java", "-Xms1g", "-jar", "/jmeter/bin/ApacheJMeter.jar", "-n",
                "-t", "/bench/jmx/router.jmx", "-l", run + "/result.jtl", "-j", run + "/jmeter.log", "-e", "-o",
                run + "/dashboard", "-Jhost=127.0.0.1", "-Jport=" + (port + 10), "-Jusers=20", "-Jtps=100"));
        return lines;
    }

    @Test
    void portsAndPerRunPathsAreNotFlagsButTheAgentIs() {
        FlagComparison check = FlagComparison.of(deployment(4000),
                deployment(5000, "-javaagent:/agents/sermant-agent.jar=appName=default", "-Dsermant.a=1"),
                Set.of("consumer"));

        assertThat(check.differences()).containsExactly(new FlagComparison.ProcessDifference("consumer", true,
                List.of("-javaagent:/agents/sermant-agent.jar=appName=default", "-Dsermant.a=1"), List.of(), null));
        assertThat(check.onlyTreatmentDiffers()).isTrue();
        assertThat(check.summary()).isEqualTo(
                "identical except the treatment's on consumer (+-javaagent:sermant-agent.jar=… +-Dsermant.a=1)");
    }

    @Test
    void aProgramArgumentOrAJMeterPropertyThatDiffersBeyondRunSpecificValuesIsFlagged() {
        Map<String, List<String>> treated = deployment(5000, "-javaagent:/a.jar");
        List<String> data = new java.util.ArrayList<>(treated.get("data"));
        data.add("--spring.profiles.active=fast");
        treated.put("data", data);
        List<String> jmeter = new java.util.ArrayList<>(treated.get("jmeter"));
        jmeter.set(jmeter.indexOf("-Jtps=100"), "-Jtps=50");
        treated.put("jmeter", jmeter);

        FlagComparison check = FlagComparison.of(deployment(4000), treated, Set.of("consumer"));

        assertThat(check.onlyTreatmentDiffers()).isFalse();
        assertThat(check.summary()).isEqualTo("⚠ differ beyond the treatment: data (untreated) "
                + "+--spring.profiles.active=fast; jmeter (untreated) +-Jtps=50 −-Jtps=100");
    }

    @Test
    void runFoldersTemporaryFoldersLoopbackPortsAndTargetHostsAreMaskedAndNothingElse() {
        RunSpecificValues values = RunSpecificValues.standard();
        assertThat(values.mask("/home/u/results/router/20261123-080455/runs/sermant-agent/50u-1000tps/2/result.jtl"))
                .isEqualTo("<run folder>/result.jtl");
        assertThat(values.mask("-Xlog:gc*:file=/r/runs/baseline/l/1/gc.log")).isEqualTo("-Xlog:gc*:file=<run folder>/gc.log");
        // duet mode: one JMeter ran in the duet's folder for both sides (a calibration duet was flagged "differ" by it)
        assertThat(values.mask("/w/results/calibrate/20261126-084224/duets/calibration-cpu/20u-50tps/1/duet.jmx"))
                .isEqualTo("<run folder>/duet.jmx");
        assertThat(values.mask("/tmp/meshbench-zookeeper-16404355573810127510/zoo.cfg")).isEqualTo("<temp>/zoo.cfg");
        assertThat(values.mask("--spring.cloud.zookeeper.connect-string=127.0.0.1:45181"))
                .isEqualTo("--spring.cloud.zookeeper.connect-string=127.0.0.1:<port>");
        assertThat(values.mask("--server.port=33931")).isEqualTo("--server.port=<port>");
        assertThat(values.mask("-Jport=33365")).isEqualTo("-Jport=<port>");
        // remote mode: each treatment's JMeter loads its own deployment's consumer (KubePlayIT's pods were flagged)
        assertThat(values.mask("-Jhost=198.19.3.13")).isEqualTo("-Jhost=<target host>");
        // settings are kept: a heap, a load, a path that is no temporary or run folder, a path merely containing tmp
        assertThat(values.mask("-Xmx256m")).isEqualTo("-Xmx256m");
        assertThat(values.mask("-Jtps=1000")).isEqualTo("-Jtps=1000");
        assertThat(values.mask("/work/jmx/router.jmx")).isEqualTo("/work/jmx/router.jmx");
        assertThat(values.mask("/work/tmp/x.jar")).isEqualTo("/work/tmp/x.jar");
        assertThat(values.mask("-Dhost=10.0.0.5:8080")).isEqualTo("-Dhost=10.0.0.5:8080");
        assertThat(values.mask("-Jhosts=a,b")).isEqualTo("-Jhosts=a,b");
    }

    @Test
    void identicalRunsSaySo() {
        FlagComparison check = FlagComparison.of(deployment(4000), deployment(5000), Set.of("consumer"));
        assertThat(check.differences()).isEmpty();
        assertThat(check.summary()).isEqualTo("identical to the baseline's");
    }

    @Test
    void anArgumentOnAnUntreatedProcessARemovedFlagOrAnotherJarIsFlagged() {
        Map<String, List<String>> treated = deployment(5000, "-javaagent:/a.jar");
        treated.put("data", service("/data.jar", 5000, "-javaagent:/a.jar"));
        treated.put("consumer", service("/other-consumer.jar", 5010, "-javaagent:/a.jar"));
        treated.remove("jmeter");

        FlagComparison check = FlagComparison.of(deployment(4000), treated, Set.of("consumer"));

        assertThat(check.onlyTreatmentDiffers()).isFalse();
        assertThat(check.summary()).isEqualTo("⚠ differ beyond the treatment: data (untreated) +-javaagent:a.jar; "
                + "consumer +-javaagent:a.jar +-jar /other-consumer.jar and 1 more; jmeter started in the baseline run only");
    }

    @Test
    void aSwappedHeapIsAChangeNotJustAnAddition() {
        Map<String, List<String>> treated = deployment(4000);
        List<String> bigger = new java.util.ArrayList<>(treated.get("data"));
        bigger.set(bigger.indexOf("-Xmx256m"), "-Xmx512m");
        treated.put("data", bigger);

        FlagComparison check = FlagComparison.of(deployment(4000), treated, Set.of());

        assertThat(check.differences()).containsExactly(new FlagComparison.ProcessDifference("data", false,
                List.of("-Xmx512m"), List.of("-Xmx256m"), null));
    }

    @Test
    void theLauncherSplitsFlagsFromWhatItRunsAndItsArguments() {
        JavaCommand zookeeper = JavaCommand.parse(deployment(4000).get("zookeeper"));
        assertThat(zookeeper.jvmFlags()).containsExactly("-Xmx128m", "-cp /zk/a.jar:/zk/b.jar");
        assertThat(zookeeper.main()).isEqualTo("org.apache.zookeeper.server.quorum.QuorumPeerMain");
        assertThat(zookeeper.arguments()).containsExactly("/tmp/zk-4000/zoo.cfg");
        JavaCommand service = JavaCommand.parse(service("/data.jar", 1));
        assertThat(service.main()).isEqualTo("-jar /data.jar");
        assertThat(service.jvmFlags()).endsWith("-Dservice.meta.version=1.0.0");
        assertThat(JavaCommand.parse(List.of()).main()).isNull();
    }
}
