package io.meshbench.results.page;

/**
 * User text in page.md, escaped as the report templates escape it (report-templates/lib/text.ftl), so that no label,
 * failure or command becomes markup in page.md or page.html.
 */
final class PageText {

    private PageText() {
    }

    /**
     * Text for a table cell or a heading: pipes, line breaks, HTML and markdown characters made literal, each by a
     * backslash, never by an HTML entity (which page.md would show as "&amp;lt;" to a reader of the plain text).
     */
    static String cell(String text) {
        if (text == null) {
            return "—";
        }
        return text.replace("\\", "\\\\").replace("|", "\\|").replaceAll("\r?\n|\r", " ")
                .replaceAll("([*_`\\[\\]#~&<>])", "\\\\$1");
    }

    /** Text as an inline code span (a command line): the fence one backtick longer than any run inside. */
    static String code(String text) {
        String flat = text.replaceAll("\r?\n|\r", " ");
        String fence = "`";
        while (flat.contains(fence)) {
            fence += "`";
        }
        String pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
        return fence + pad + flat + pad + fence;
    }

    private static final java.util.regex.Pattern CAPACITY_LEVEL =
            java.util.regex.Pattern.compile("(?<![\\w-])(?:\\d{1,9}u-)?\\d{1,3}%cap(?![\\w-])");

    /**
     * Level names in {@code text} in the one spelling the tables use ({@code 50u-30pct-cap}, LevelName's): the plan
     * may write a capacity share as typed ({@code 50u-30%cap}).
     */
    static String levels(String text) {
        java.util.regex.Matcher matcher = CAPACITY_LEVEL.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(
                    io.meshbench.results.format.LevelName.parse(matcher.group()).map(Object::toString)
                            .orElse(matcher.group())));
        }
        return matcher.appendTail(out).toString();
    }
}
