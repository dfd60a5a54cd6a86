package io.meshbench.results.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A rate in samples per second: a finite number above zero (0, negative, NaN and Infinity are typos). */
public final class RateConverter implements ITypeConverter<Double> {

    @Override
    public Double convert(String value) {
        double rate;
        try {
            rate = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            rate = Double.NaN;
        }
        if (!Double.isFinite(rate) || rate <= 0) {
            throw new TypeConversionException("'" + value + "' is not a rate: give the samples per second the plan "
                    + "asked for, a number above 0, e.g. 1000");
        }
        return rate;
    }
}
