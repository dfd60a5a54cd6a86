package io.meshbench.harness.duet;

import io.meshbench.results.format.OutputFolder;
import io.meshbench.results.format.RunFolderLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The duet version of a scenario's JMeter plan: every thread group twice, one copy per side, each the original
 * (same users, same timers, same rate) but for its name ({@code duet-<side> ...}) and its port
 * ({@code ${__P(<side>.port)}} instead of {@code ${__P(port)}}). One JMeter then loads both sides at the same rate;
 * the copies' order is the order the sides are given in (swapped between rounds).
 */
public final class DuetTestPlan {

    private static final Pattern PORT_PROPERTY = Pattern.compile("__P\\(port([,)])");

    private DuetTestPlan() {
    }

    /**
     * Writes the duet plan of {@code plan} to {@code folder/duet.jmx}, with the plan's {@code user.properties} beside it
     * when it has one (the JTL's columns, threadName included, are set there).
     *
     * @throws DuetPlanException when the plan has no thread group or a thread group that does not read {@code port}
     */
    public static Path write(Path plan, Path folder, List<DuetSide> order) {
        Document document = parse(plan);
        Element tree = testPlanTree(document, plan);
        List<Element[]> groups = checkedThreadGroups(plan, tree);
        for (Element[] group : groups) {
            for (DuetSide side : order) {
                Element copy = (Element) group[0].cloneNode(true);
                Element copyTree = (Element) group[1].cloneNode(true);
                copy.setAttribute("testname", side.threadGroupPrefix() + group[0].getAttribute("testname"));
                retarget(copy, side);
                retarget(copyTree, side);
                tree.insertBefore(copy, group[0]);
                tree.insertBefore(copyTree, group[0]);
            }
            tree.removeChild(group[0]);
            tree.removeChild(group[1]);
        }
        try {
            OutputFolder run = OutputFolder.of("duet plan", folder);
            Path duet = RunFolderLayout.duetPlan(folder);
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            run.write(duet.getFileName(), out -> {
                try {
                    transformer.transform(new DOMSource(document), new StreamResult(out));
                } catch (TransformerException e) {
                    throw new IOException(e.getMessage(), e);
                }
            });
            Path properties = plan.resolveSibling(RunFolderLayout.PLAN_PROPERTIES);
            if (Files.isRegularFile(properties)) {
                run.write(Path.of(RunFolderLayout.PLAN_PROPERTIES), OutputFolder.Content.copyOf(properties));
            }
            return duet;
        } catch (TransformerException | io.meshbench.results.ResultsException e) {
            throw new DuetPlanException("cannot write the duet plan into " + folder + ": " + e.getMessage());
        }
    }

    /** Checks that a duet plan can be made of {@code plan}, before anything starts; writes nothing. */
    public static void check(Path plan) {
        checkedThreadGroups(plan, testPlanTree(parse(plan), plan));
    }

    private static List<Element[]> checkedThreadGroups(Path plan, Element tree) {
        List<Element[]> groups = threadGroups(tree);
        if (groups.isEmpty()) {
            throw new DuetPlanException(plan + ": no thread group under the test plan; a duet copies each thread group "
                    + "once per side");
        }
        for (Element[] group : groups) {
            if (!PORT_PROPERTY.matcher(textOf(group[0]) + textOf(group[1])).find()) {
                throw new DuetPlanException(plan + ": thread group '" + group[0].getAttribute("testname") + "' does not "
                        + "read the property port (${__P(port)}); a duet sends each side's copy to its own port, so "
                        + "the plan must take its port from that property");
            }
        }
        return groups;
    }

    private static Document parse(Path plan) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(plan.toFile());
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new DuetPlanException(plan + ": not a JMeter plan that can be read (" + e.getMessage() + ")");
        }
    }

    /** {@code jmeterTestPlan > hashTree > [TestPlan, hashTree]}: the second hashTree holds the thread groups. */
    private static Element testPlanTree(Document document, Path plan) {
        List<Element> top = children(document.getDocumentElement());
        if (top.size() == 1 && top.get(0).getTagName().equals("hashTree")) {
            List<Element> planLevel = children(top.get(0));
            for (int i = 0; i + 1 < planLevel.size(); i++) {
                if (planLevel.get(i).getTagName().equals("TestPlan") && planLevel.get(i + 1).getTagName().equals("hashTree")) {
                    return planLevel.get(i + 1);
                }
            }
        }
        throw new DuetPlanException(plan + ": no TestPlan element with its hashTree; is it a JMeter .jmx file?");
    }

    /** Each thread group (any element whose class is a thread group) with the hashTree that follows it. */
    private static List<Element[]> threadGroups(Element tree) {
        List<Element> children = children(tree);
        List<Element[]> groups = new ArrayList<>();
        for (int i = 0; i + 1 < children.size(); i++) {
            Element element = children.get(i);
            String kind = element.getAttribute("testclass") + " " + element.getTagName();
            if (kind.contains("ThreadGroup") && children.get(i + 1).getTagName().equals("hashTree")) {
                groups.add(new Element[]{element, children.get(i + 1)});
            }
        }
        return groups;
    }

    private static void retarget(Node node, DuetSide side) {
        if (node.getNodeType() == Node.TEXT_NODE) {
            node.setNodeValue(PORT_PROPERTY.matcher(node.getNodeValue()).replaceAll("__P(" + side.portProperty() + "$1"));
            return;
        }
        NamedNodeMap attributes = node.getAttributes();
        if (attributes != null) {
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr attribute = (Attr) attributes.item(i);
                attribute.setValue(PORT_PROPERTY.matcher(attribute.getValue()).replaceAll("__P(" + side.portProperty() + "$1"));
            }
        }
        NodeList children = node.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            retarget(children.item(i), side);
        }
    }

    private static String textOf(Element element) {
        return element.getTextContent();
    }

    private static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element element) {
                elements.add(element);
            }
        }
        return elements;
    }
}
