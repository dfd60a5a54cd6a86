package io.meshbench.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Every plan in jmx/ opens and saves in the JMeter GUI with no edit. For real: the JMeter 5.6.3 GUI, started under
 * Xvfb (src/test/jmeter/JmxGuiSave.java), opens each plan and saves it with its own Save action, which configures
 * every element through its GUI component first (that is what renamed the shaping timer's schedule, dropped
 * default-valued properties and, with the XML comments, the design notes): the saved file must be the plan, byte for
 * byte, so a user's save leaves no diff. Without Xvfb that test skips, saying why; the SaveService round trip
 * (src/test/jmeter/JmxRoundTrip.java) runs anyway.
 */
class PlanRoundTripIT {

    @Test
    void theRealJMeterGuiSavesEveryPlanByteForByteAndTheSavedPlanRuns() throws Exception {
        Path xvfb = onPath("Xvfb");
        Assumptions.assumeTrue(xvfb != null, "Xvfb is not on PATH: install it (apt-get install xvfb; .ci/run does) to "
                + "open and save the plans in the real JMeter GUI");
        List<Path> plans = plans();
        Process display = new ProcessBuilder(xvfb.toString(), "-displayfd", "1", "-screen", "0", "1280x1024x24",
                "-nolisten", "tcp").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String number = CompletableFuture.supplyAsync(() -> firstLine(display)).get(60, TimeUnit.SECONDS);
            assertThat(number).as("Xvfb's display number").matches("\\d+");
            Path home = TestPaths.jmeterHome();
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Djmeter.home=" + home,
                    "-cp", home.resolve("bin/ApacheJMeter.jar") + ":" + home.resolve("lib") + "/*:" + home.resolve("lib/ext") + "/*",
                    TestPaths.repoRoot().resolve("src/bench/src/test/jmeter/JmxGuiSave.java").toString(),
                    home.toString(), out.toString()));
            plans.forEach(plan -> command.add(plan.toString()));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(out.resolve("gui.out").toFile());
            builder.environment().put("DISPLAY", ":" + number);
            Process gui = builder.start();
            if (!gui.waitFor(5, TimeUnit.MINUTES)) {
                gui.destroyForcibly().waitFor();
                throw new AssertionError("the JMeter GUI did not open and save the plans within 5 minutes: "
                        + Files.readString(out.resolve("gui.out")));
            }
            assertThat(gui.exitValue()).as(Files.readString(out.resolve("gui.out"))).isZero();
        } finally {
            display.destroy();
            display.waitFor(10, TimeUnit.SECONDS);
        }

        for (Path plan : plans) {
            String name = plan.getFileName().toString().replaceFirst("\\.jmx$", "");
            String original = Files.readString(plan);
            assertThat(Files.readString(out.resolve(name + ".jmx"))).as(name + ": opened and saved in the GUI").isEqualTo(original);
            assertThat(Files.readString(out.resolve(name + ".resaved.jmx"))).as(name + ": saved twice").isEqualTo(original);
            // the form InfluxdbListenerSwitchTest covers: the harness runs it off unless influxdb.enabled=true
            assertThat(Files.readString(out.resolve(name + ".ticked.jmx"))).as(name + ": its influxdb listener ticked on")
                    .isEqualTo(original.replace("testname=\"influxdb\" enabled=\"false\"", "testname=\"influxdb\" enabled=\"true\""));
        }

        // what the GUI saved runs as the harness runs JMeter, every -J figure replacing the plan's GUI defaults
        try (LoopbackHttpServer server = new LoopbackHttpServer()) {
            Path jtl = out.resolve("saved-router.jtl");
            Map<String, String> properties = new HashMap<>(Map.of("host", "127.0.0.1", "port",
                    Integer.toString(server.port()), "path", "/chain", "users", "4", "tps", "20", "warmup", "0",
                    "duration", "3", "id", "5"));
            JMeterCli.Outcome outcome = JMeterCli.run(out.resolve("router.jmx"), jtl, properties, Duration.ofSeconds(60));
            assertThat(outcome.exitCode()).isZero();
            List<String> samples = Files.readAllLines(jtl).stream().skip(1).toList();
            // 20 TPS for 3 s, not the GUI default of 1 TPS for 10 s
            assertThat(samples).hasSizeBetween(30, 80).allSatisfy(sample -> assertThat(sample).contains(",chain,200,OK,"));
            assertThat(server.idHeaders()).containsExactly("5");
            assertThat(server.writes()).as("the listener is off in the file").isEmpty();
        }
    }

    private static List<Path> plans() throws IOException {
        try (Stream<Path> files = Files.list(TestPaths.repoRoot().resolve("jmx"))) {
            return files.filter(file -> file.toString().endsWith(".jmx")).sorted().toList();
        }
    }

    private static Path onPath(String program) {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static String firstLine(Process process) {
        try {
            return new java.io.BufferedReader(new java.io.InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8)).readLine();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @TempDir
    Path out;

    @Test
    void everyPlanSurvivesOpenAndSaveUnchanged() throws Exception {
        List<Path> plans = plans();
        assertThat(plans).hasSizeGreaterThanOrEqualTo(3);
        Path home = TestPaths.jmeterHome();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", home.resolve("lib") + "/*:" + home.resolve("lib/ext") + "/*",
                TestPaths.repoRoot().resolve("src/bench/src/test/jmeter/JmxRoundTrip.java").toString(),
                home.toString(), out.toString()));
        plans.forEach(plan -> command.add(plan.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();

        for (Path plan : plans) {
            String name = plan.getFileName().toString().replaceFirst("\\.jmx$", "");
            String saved = Files.readString(out.resolve(name + ".saved.jmx"));
            assertThat(Files.readString(out.resolve(name + ".resaved.jmx"))).as(name + ": saved twice").isEqualTo(saved);
            assertThat(canonical(saved)).as(name + ": what the GUI would save").isEqualTo(canonical(Files.readString(plan)));
        }
    }

    @Test
    void theComparisonSeesALostProperty() throws Exception {
        String plan = Files.readString(TestPaths.plan("router.jmx"));
        String edited = plan.replaceFirst("<stringProp name=\"HTTPSampler.path\">[^<]*</stringProp>", "");

        assertThat(edited).isNotEqualTo(plan);
        assertThat(canonical(edited)).isNotEqualTo(canonical(plan));
    }

    /** The plan without comments and blank text, each element's properties in name order, test elements in order. */
    static String canonical(String xml) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        factory.setIgnoringComments(true);
        Document document = factory.newDocumentBuilder().parse(new org.xml.sax.InputSource(new java.io.StringReader(xml)));
        normalise(document.getDocumentElement());
        var transformer = TransformerFactory.newInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        StringWriter text = new StringWriter();
        transformer.transform(new DOMSource(document), new StreamResult(text));
        return text.toString();
    }

    private static void normalise(Element element) {
        List<Node> children = new ArrayList<>();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            children.add(child);
        }
        children.forEach(element::removeChild);
        List<Element> elements = new ArrayList<>();
        for (Node child : children) {
            if (child instanceof Element e) {
                normalise(e);
                elements.add(e);
            } else if (child.getNodeType() == Node.TEXT_NODE && !child.getTextContent().isBlank()) {
                element.appendChild(child);
            }
        }
        // a hashTree (the test elements) and a collectionProp (a list) keep their order; properties are a map
        if (!element.getTagName().equals("hashTree") && !element.getTagName().equals("collectionProp")
                && !element.getTagName().equals("jmeterTestPlan")) {
            elements.sort(Comparator.comparing((Element e) -> e.getTagName() + " " + e.getAttribute("name")));
        }
        elements.forEach(element::appendChild);
    }
}
