package io.meshbench.results.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.meshbench.results.comparison.MetricComparison;
import io.meshbench.results.comparison.RoundsInterval;
import java.io.IOException;
import java.io.StringReader;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

class JUnitGateReportTest {

    @TempDir
    Path temp;

    private static Validator validator() throws SAXException {
        URL xsd = JUnitGateReportTest.class.getResource("/junit/jenkins-junit.xsd");
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd).newValidator();
    }

    private static List<GateCheck> checks() {
        List<Double> p99Rounds = List.of(19.0, 20.0, 21.0);
        MetricComparison p99 = new MetricComparison("p99", "MILLISECONDS", 20.0, 24.0, 20.0, 19.0, 21.0, 3, false,
                MetricComparison.Verdict.FINDING, RoundsInterval.of(p99Rounds), null, p99Rounds, "", "", "", "");
        MetricComparison cpu = new MetricComparison("cpu", "PERCENT_POINTS", 30.0, 31.0, 1.0, null, null, 1, null,
                MetricComparison.Verdict.NONE, null, null, List.of(1.0), "", "", "", "");
        GateInput input = new GateInput("router", List.of(
                new GateInput.Compared("sermant.router", "Sermant <router> & co", "50u-1000tps",
                        Map.of("p99", p99, "cpuCorePct", cpu)),
                new GateInput.Compared("no-rule", "no rule", "50u-1000tps", Map.of("cpuCorePct", cpu))));
        return GateEvaluator.evaluate(BudgetParser.parseOption("--gate", "p99 < +2ms, cpu < +5pp"), input);
    }

    @Test
    void oneTestCasePerBudgetTreatmentAndLevelThatValidatesAgainstTheSchema() throws Exception {
        Path file = temp.resolve("reports/gate.xml");
        JUnitGateReport.write(file, "router", checks());

        validator().validate(new StreamSource(file.toFile()));
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        Element suite = xml.getDocumentElement();
        assertThat(suite.getAttribute("tests")).isEqualTo("4");
        assertThat(suite.getAttribute("failures")).isEqualTo("1");
        assertThat(suite.getAttribute("errors")).isEqualTo("1");
        NodeList cases = xml.getElementsByTagName("testcase");
        assertThat(cases.getLength()).isEqualTo(4);
        Element broken = (Element) cases.item(0);
        assertThat(broken.getAttribute("classname")).isEqualTo("meshbench.gate.router.sermant_router");
        assertThat(broken.getAttribute("name")).isEqualTo("p99 < +2ms @ 50u-1000tps");
        assertThat(((Element) broken.getElementsByTagName("failure").item(0)).getAttribute("message"))
                .contains("+4ms [95 % interval +3.5ms..+4.5ms, 3 rounds]");
        assertThat(((Element) cases.item(1)).getElementsByTagName("failure").getLength()).isZero();
        assertThat(((Element) cases.item(2)).getElementsByTagName("error").getLength()).isEqualTo(1);
        assertThat(temp.resolve("reports/gate.xml.partial")).doesNotExist();
    }

    @Test
    void theSchemaRejectsWhatJenkinsCouldNotCount() throws SAXException {
        String noCounts = "<testsuite name='x'><testcase name='a' classname='b'/></testsuite>";
        String twoOutcomes = "<testsuite name='x' tests='1' failures='1' errors='1'><testcase name='a' classname='b'>"
                + "<failure/><error/></testcase></testsuite>";
        Validator validator = validator();

        assertThatThrownBy(() -> validator.validate(new StreamSource(new StringReader(noCounts))))
                .isInstanceOf(SAXException.class).hasMessageContaining("tests");
        assertThatThrownBy(() -> validator.validate(new StreamSource(new StringReader(twoOutcomes))))
                .isInstanceOf(SAXException.class);
    }

    @Test
    void anUnwritableFileIsBadInputNamingTheOption() throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "x");

        assertThatThrownBy(() -> JUnitGateReport.write(file.resolve("gate.xml"), "router", checks()))
                .hasMessageStartingWith("--junit " + file.resolve("gate.xml") + ": its folder " + file
                        + " exists and is a regular file, not a folder");
    }
}
