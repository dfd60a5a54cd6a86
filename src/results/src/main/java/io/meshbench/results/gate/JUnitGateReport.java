package io.meshbench.results.gate;

import io.meshbench.results.ResultsException;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    /** Writes the XML to {@code file} (through a temporary file, so a reader never sees half of it). */
    public static void write(Path file, String scenario, List<GateCheck> checks) {
        Path absolute = file.toAbsolutePath();
        Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
        try {
            if (absolute.getParent() != null) {
                Files.createDirectories(absolute.getParent());
            }
            Files.deleteIfExists(partial); // a leftover, or a FIFO someone put there, would block or be appended to
            try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                write(out, scenario, checks);
            }
            Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | XMLStreamException e) {
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // the message below names the file already
            }
            throw new ResultsException("--junit " + file + ": cannot be written (" + e.getMessage()
                    + "); give a file in a folder you can write to.");
        }
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
        // an undecided budget is neither kept nor broken: a skipped test case, which Jenkins shows apart
        xml.writeAttribute("skipped", String.valueOf(count(checks, GateCheck.Verdict.UNDECIDED)));
        xml.writeAttribute("time", "0");
        for (GateCheck check : checks) {
            xml.writeCharacters("\n  ");
            xml.writeStartElement("testcase");
            xml.writeAttribute("classname", className(scenario, check.treatment()));
            xml.writeAttribute("name", check.budget().text() + " @ " + check.level());
            xml.writeAttribute("time", "0");
            if (check.verdict() == GateCheck.Verdict.UNDECIDED) {
                xml.writeStartElement("skipped");
                xml.writeAttribute("message", check.message());
                xml.writeEndElement();
            } else if (check.verdict() != GateCheck.Verdict.KEPT) {
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
