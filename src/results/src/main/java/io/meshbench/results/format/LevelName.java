package io.meshbench.results.format;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The grammar of a load level's name, one definition for the harness ({@code --levels}, the names it gives levels and
 * so their run folders) and the report (the rerun command it suggests):
 * <ul>
 *   <li>{@code at-rest}: no load;</li>
 *   <li>{@code <users>u-<tps>tps}, e.g. {@code 50u-1000tps}: a nominal level;</li>
 *   <li>{@code <tps>} or {@code <tps>rps}, e.g. {@code 500rps}: a rate alone (a step of an open-model ladder), the
 *       users left to the scenario;</li>
 *   <li>{@code [<users>u-]<pct>%cap}, also written {@code [<users>u-]<pct>pct-cap}, e.g. {@code 50u-30%cap}: a share of
 *       the capacity the baseline holds on this machine.</li>
 * </ul>
 * {@link #toString()} is the level's name, safe in a folder name ({@code pct-cap}, no '%'); it parses back to the same
 * value. What the numbers must be (at least 1, a share up to 100 %) is the harness's check, not the grammar's.
 *
 * @param form        which of the four forms
 * @param users       the JMeter users; null when the name gives none (a rate alone, a share without users)
 * @param targetTps   the rate of a nominal level or a rate alone, else null
 * @param capacityPct the share of capacity, in %, of a capacity-relative level, else null
 */
public record LevelName(Form form, Integer users, Integer targetTps, Integer capacityPct) {

    public enum Form { AT_REST, NOMINAL, RATE, CAPACITY }

    /** The name of the no-load level, and how {@code --levels} writes it. */
    public static final String AT_REST = "at-rest";

    /** The forms, as an error message lists them. */
    public static final String FORMS = "<users>u-<tps>tps (e.g. 10u-100tps), <users>u-<pct>%cap"
            + " (e.g. 50u-30%cap: 30 % of what the baseline holds on this machine), at-rest (no load)"
            + " or a rate alone, <tps> or <tps>rps (e.g. 500rps: a step of an open-model ladder, with the"
            + " first level's users)";

    private static final Pattern NOMINAL = Pattern.compile("(\\d{1,9})u-(\\d{1,9})tps");
    private static final Pattern RATE = Pattern.compile("(\\d{1,9})(?:rps)?");
    private static final Pattern CAPACITY = Pattern.compile("(?:(\\d{1,9})u-)?(\\d{1,3})(?:%|pct-)cap");

    public LevelName {
        boolean consistent = switch (form) {
            case AT_REST -> users == null && targetTps == null && capacityPct == null;
            case NOMINAL -> users != null && targetTps != null && capacityPct == null;
            case RATE -> users == null && targetTps != null && capacityPct == null;
            case CAPACITY -> targetTps == null && capacityPct != null;
        };
        if (!consistent) {
            throw new IllegalArgumentException("a " + form + " level name with users " + users + ", targetTps "
                    + targetTps + ", capacityPct " + capacityPct);
        }
    }

    public static LevelName atRest() {
        return new LevelName(Form.AT_REST, null, null, null);
    }

    public static LevelName nominal(int users, int targetTps) {
        return new LevelName(Form.NOMINAL, users, targetTps, null);
    }

    public static LevelName rate(int targetTps) {
        return new LevelName(Form.RATE, null, targetTps, null);
    }

    /** @param users null: the scenario's */
    public static LevelName capacity(Integer users, int capacityPct) {
        return new LevelName(Form.CAPACITY, users, null, capacityPct);
    }

    /** The level {@code text} names (surrounding blanks ignored); empty when it is in none of the forms. */
    public static Optional<LevelName> parse(String text) {
        String trimmed = text.trim();
        if (trimmed.equals(AT_REST)) {
            return Optional.of(atRest());
        }
        Matcher nominal = NOMINAL.matcher(trimmed);
        if (nominal.matches()) {
            return Optional.of(nominal(Integer.parseInt(nominal.group(1)), Integer.parseInt(nominal.group(2))));
        }
        Matcher rate = RATE.matcher(trimmed);
        if (rate.matches()) {
            return Optional.of(rate(Integer.parseInt(rate.group(1))));
        }
        Matcher capacity = CAPACITY.matcher(trimmed);
        if (capacity.matches()) {
            Integer users = capacity.group(1) == null ? null : Integer.valueOf(capacity.group(1));
            return Optional.of(capacity(users, Integer.parseInt(capacity.group(2))));
        }
        return Optional.empty();
    }

    /** A share of capacity written without users gets {@code users}; every other name stays as it is. */
    public LevelName withUsersIfMissing(int users) {
        return form == Form.CAPACITY && this.users == null ? capacity(users, capacityPct) : this;
    }

    /** The level's name, e.g. {@code 50u-1000tps}, {@code 500rps}, {@code 50u-30pct-cap}, {@code at-rest}. */
    @Override
    public String toString() {
        return switch (form) {
            case AT_REST -> AT_REST;
            case NOMINAL -> users + "u-" + targetTps + "tps";
            case RATE -> targetTps + "rps";
            case CAPACITY -> (users == null ? "" : users + "u-") + capacityPct + "pct-cap";
        };
    }

    /** As one writes it in {@code --levels}: the name, with a share of capacity written {@code %cap}, e.g. {@code 50u-30%cap}. */
    public String toOptionText() {
        return form == Form.CAPACITY ? (users == null ? "" : users + "u-") + capacityPct + "%cap" : toString();
    }
}
