package io.meshbench.results.format;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;

/**
 * The file formats' boundary for durations: a {@link Duration} in the code, a number of seconds in run.json, meta.json
 * and duet.json ({@code "warmupSeconds": 60}, {@code 1.5}), so folders written before and after read alike.
 */
public final class DurationSeconds {

    private DurationSeconds() {
    }

    /** The seconds as the files hold them: {@code 60}, {@code 1.5}; exact, never in scientific notation. */
    public static String plain(Duration duration) {
        return seconds(duration).stripTrailingZeros().toPlainString();
    }

    /** The seconds, exact to the nanosecond. */
    public static BigDecimal seconds(Duration duration) {
        return BigDecimal.valueOf(duration.getSeconds()).add(BigDecimal.valueOf(duration.getNano(), 9));
    }

    /** A number of seconds (whole or not) as a Duration, to the nanosecond. */
    public static Duration of(BigDecimal seconds) {
        BigDecimal whole = seconds.setScale(0, java.math.RoundingMode.FLOOR);
        return Duration.ofSeconds(whole.longValueExact(), seconds.subtract(whole).movePointRight(9).longValue());
    }

    /** Writes a Duration as its seconds: a whole number when whole, as these files always held. */
    public static final class Writer extends JsonSerializer<Duration> {
        @Override
        public void serialize(Duration value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            if (value.getNano() == 0) {
                generator.writeNumber(value.getSeconds());
            } else {
                generator.writeNumber(plain(value));
            }
        }
    }

    /** Reads a number of seconds; anything else (a string, a number beyond a Duration) is a wrong type. */
    public static final class Reader extends JsonDeserializer<Duration> {
        @Override
        public Duration deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() != JsonToken.VALUE_NUMBER_INT && parser.currentToken() != JsonToken.VALUE_NUMBER_FLOAT) {
                return (Duration) context.handleUnexpectedToken(Duration.class, parser);
            }
            try {
                return of(parser.getDecimalValue());
            } catch (ArithmeticException e) {
                return (Duration) context.handleWeirdNumberValue(Duration.class, parser.getNumberValue(),
                        "beyond the seconds a duration holds");
            }
        }
    }
}
