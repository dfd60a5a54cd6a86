package io.meshbench.results.gate;

import io.meshbench.results.format.OutputFolder;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The gate as JUnit XML, the format Jenkins' junit step (and every CI) reads: one test suite, one test case per
 * budget, treatment and level; a broken budget is a {@code failure}, one the report cannot show kept an
 * {@code error}. The class name carries scenario and treatment, so Jenkins groups the cases by treatment.
 */
public final class JUnitGateReport {

    private JUnitGateReport() {
    }

    /**
     * Writes the XML to {@code file} through the one writer (whole or not at all, never over a link, a FIFO or one of
     * {@code inputs}).
     */
    public static void write(Path file, String scenario, List<GateCheck> checks, Path... inputs) {
        OutputFolder.around("--junit", file, inputs).write(file.toAbsolutePath(), stream -> {
            Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
            try {
                write(out, scenario, checks);
            } catch (XMLStreamException e) {
                throw new IOException(e.getMessage(), e);
            }
            out.flush();
        });
    }

    static void write(Writer out, String scenario, List<GateCheck> checks) throws XMLStreamException {
        XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
        String suite = "meshbench gate" + (scenario.isEmpty() ? "" : " " + scenario);
        xml.writeStartDocument("UTF-8", "1.0");
        xml.writeCharacters("\n");
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", suite);
        xml.writeAttribute("tests", String.valueOf(checks.size()));
        xml.writeAttribute("failures", String.valueOf(count(checks, GateCheck.Verdict.BROKEN)));
        xml.writeAttribute("errors", String.valueOf(count(checks, GateCheck.Verdict.NOT_MEASURED)));
        xml.writeAttribute("skipped", "0");
        xml.writeAttribute("time", "0");
        for (GateCheck check : checks) {
            xml.writeCharacters("\n  ");
            xml.writeStartElement("testcase");
            xml.writeAttribute("classname", className(scenario, check.treatment()));
            xml.writeAttribute("name", check.budget().text() + " @ " + check.level());
            xml.writeAttribute("time", "0");
            if (check.verdict() != GateCheck.Verdict.KEPT) {
                boolean broken = check.verdict() == GateCheck.Verdict.BROKEN;
                xml.writeStartElement(broken ? "failure" : "error");
                xml.writeAttribute("type", broken ? "BudgetBroken" : "NotMeasured");
                xml.writeAttribute("message", check.message());
                xml.writeCharacters(check.message() + " (budget from " + check.budget().source() + ")");
                xml.writeEndElement();
            }
            xml.writeStartElement("system-out");
            xml.writeCharacters(check.message());
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeCharacters("\n");
        xml.writeEndElement();
        xml.writeCharacters("\n");
        xml.writeEndDocument();
        xml.flush();
    }

    /** Dots separate Jenkins' package/class levels, so none may come from the names themselves. */
    private static String className(String scenario, String treatment) {
        String prefix = scenario.isEmpty() ? "meshbench.gate" : "meshbench.gate." + scenario.replace('.', '_');
        return prefix + "." + treatment.replace('.', '_');
    }

    private static long count(List<GateCheck> checks, GateCheck.Verdict verdict) {
        return checks.stream().filter(check -> check.verdict() == verdict).count();
    }
}
