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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Every plan in jmx/ opens and saves in the JMeter GUI with no edit: loaded and saved with JMeter's own SaveService
 * (src/test/jmeter/JmxRoundTrip.java on the provisioned home's class path), it keeps every element and property,
 * and saving the saved file again changes nothing. What a save does drop or reformat is allowed: XML comments,
 * the escaping of quotes, and the order of an element's properties (a map in JMeter).
 */
class PlanRoundTripIT {

    @TempDir
    Path out;

    @Test
    void everyPlanSurvivesOpenAndSaveUnchanged() throws Exception {
        List<Path> plans;
        try (Stream<Path> files = Files.list(TestPaths.repoRoot().resolve("jmx"))) {
            plans = files.filter(file -> file.toString().endsWith(".jmx")).sorted().toList();
        }
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
